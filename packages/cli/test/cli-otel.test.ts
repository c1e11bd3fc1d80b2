// `modelyard run --otel`: the CLI, as a child process, exports the client's spans and metrics with the OTLP/HTTP
// exporters to a loopback collector (OTEL_EXPORTER_OTLP_ENDPOINT), each span tagged with the run and its row.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../batch/test/helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "../../batch/test/helpers/fake-provider.js";
import { readLines, TOKEN, tempDir, writeRows } from "../../batch/test/helpers/files.js";
import { listenOnLoopback } from "../../batch/test/helpers/loopback.js";

const inference = fileURLToPath(new URL("../../inference/", import.meta.url));

/**
 * The client loads its telemetry entry (@modelyard/inference/telemetry) at run time through the package's exports,
 * as an installed CLI does: the built one. Built here when missing or older than its source.
 */
function ensureInferenceBuilt(): void {
	const built = join(inference, "dist/node/telemetry.mjs");
	const sources = readdirSync(join(inference, "src/telemetry")).map((name) => join(inference, "src/telemetry", name));
	const newest = Math.max(...sources.map((path) => statSync(path).mtimeMs));
	if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
	execFileSync(process.execPath, ["../../tools/build/build-package.mjs"], { cwd: inference, stdio: "ignore" });
}

interface Collector {
	url: string;
	bodies: Map<string, unknown[]>;
	close: () => Promise<void>;
}

/** A loopback OTLP/HTTP collector: keeps every JSON body by path (/v1/traces, /v1/metrics). */
async function startCollector(): Promise<Collector> {
	const bodies = new Map<string, unknown[]>();
	const server = createServer(async (request, response) => {
		const chunks: Buffer[] = [];
		for await (const chunk of request) chunks.push(chunk as Buffer);
		const path = request.url ?? "";
		bodies.set(path, [...(bodies.get(path) ?? []), JSON.parse(Buffer.concat(chunks).toString("utf8"))]);
		response.writeHead(200, { "content-type": "application/json" });
		response.end("{}");
	});
	return { ...(await listenOnLoopback(server)), bodies };
}

type OtlpValue = { stringValue?: string; intValue?: string | number; doubleValue?: number };
interface OtlpSpan {
	name: string;
	kind: number;
	attributes: { key: string; value: OtlpValue }[];
}

const attribute = (span: OtlpSpan, key: string) => {
	const value = span.attributes.find((each) => each.key === key)?.value;
	return value?.stringValue ?? (value?.intValue === undefined ? value?.doubleValue : Number(value.intValue));
};

let provider: FakeProvider;
let collector: Collector;
beforeAll(async () => {
	ensureInferenceBuilt();
	provider = await startFakeProvider(() => ({ status: 200 }));
	collector = await startCollector();
}, 120_000);
afterAll(async () => {
	await provider.close();
	await collector.close();
});

describe("modelyard run --otel", () => {
	it("exports one CLIENT span per row's call, tagged with the run and the row, and the GenAI metrics; no token", async () => {
		const dir = tempDir();
		const input = writeRows(dir, 3);
		const output = join(dir, "out.jsonl");
		const run = await runCli(
			[
				"run",
				"--task",
				"text-classification",
				"--endpoint-url",
				provider.url,
				"--input",
				input,
				"--output",
				output,
				"--otel",
			],
			{ env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } },
		);
		expect(run).toMatchObject({ code: 0 });
		expect(readLines(output).every((line) => line.ok)).toBe(true);
		const traces = collector.bodies.get("/v1/traces") as {
			resourceSpans: {
				resource: { attributes: { key: string; value: OtlpValue }[] };
				scopeSpans: { spans: OtlpSpan[] }[];
			}[];
		}[];
		const spans = traces.flatMap((body) => body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
		expect(spans).toHaveLength(3);
		expect(spans.every((span) => span.name === "text-classification" && span.kind === 3)).toBe(true);
		expect(spans.map((span) => attribute(span, "modelyard.row.index")).sort()).toEqual([0, 1, 2]);
		const runs = new Set(spans.map((span) => attribute(span, "modelyard.run.id")));
		expect(runs.size).toBe(1);
		expect(String([...runs][0])).toMatch(/^[0-9a-f-]{36}$/);
		expect(spans.every((span) => attribute(span, "server.address") === "127.0.0.1")).toBe(true);
		const service = traces[0]?.resourceSpans[0]?.resource.attributes.find((a) => a.key === "service.name");
		expect(service?.value.stringValue).toBe("modelyard");
		const metrics = JSON.stringify(collector.bodies.get("/v1/metrics"));
		expect(metrics).toContain("gen_ai.client.operation.duration");
		expect(JSON.stringify([...collector.bodies.values()])).not.toContain(TOKEN);
	}, 60_000);

	it("40 rows make one metric time series with the GenAI attributes and server.port; the row is on spans only", async () => {
		const dir = tempDir();
		const sink = await startCollector();
		try {
			const args = ["run", "--task", "text-classification", "--endpoint-url", provider.url, "--concurrency", "4"];
			const run = await runCli([...args, "--input", writeRows(dir, 40), "--output", join(dir, "out.jsonl"), "--otel"], {
				env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url },
			});
			expect(run).toMatchObject({ code: 0 });
			const bodies = sink.bodies.get("/v1/metrics") as {
				resourceMetrics: {
					scopeMetrics: {
						metrics: {
							name: string;
							histogram: { dataPoints: { attributes: OtlpSpan["attributes"]; count: string }[] };
						}[];
					}[];
				}[];
			}[];
			const points = bodies
				.flatMap((body) => body.resourceMetrics.flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics)))
				.filter((metric) => metric.name === "gen_ai.client.operation.duration")
				.flatMap((metric) => metric.histogram.dataPoints);
			const series = new Set(points.map((point) => JSON.stringify(point.attributes)));
			// Before: 40 series, one per row (its index, id and the run's id on each point).
			expect(series.size).toBe(1);
			const [point] = points;
			const values = Object.fromEntries(
				(point?.attributes ?? []).map(({ key }) => [key, attribute(point as unknown as OtlpSpan, key)]),
			);
			expect(values).toEqual({
				"gen_ai.operation.name": "text-classification",
				"gen_ai.provider.name": "hf-inference",
				"server.address": "127.0.0.1",
				"server.port": Number(new URL(provider.url).port),
			});
			expect(Number(point?.count)).toBe(40);
		} finally {
			await sink.close();
		}
	}, 60_000);

	it("refuses --otel without OTEL_EXPORTER_OTLP_ENDPOINT before reading a row (exit 2)", async () => {
		const dir = tempDir();
		const before = provider.requests.length;
		const env = { OTEL_EXPORTER_OTLP_ENDPOINT: "", OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "" };
		const run = await runCli(
			[
				"run",
				"--task",
				"text-classification",
				"--endpoint-url",
				provider.url,
				"--input",
				writeRows(dir, 2),
				"--output",
				join(dir, "o.jsonl"),
				"--otel",
			],
			{ env },
		);
		expect(run.code).toBe(2);
		expect(run.stderr).toContain("OTEL_EXPORTER_OTLP_ENDPOINT");
		expect(provider.requests.length).toBe(before);
	}, 60_000);
});
