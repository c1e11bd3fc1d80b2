import { mkdirSync, readFileSync } from "node:fs";
import { parquetReadObjects } from "hyparquet";
import { parquetWriteBuffer } from "hyparquet-writer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ParquetHub, startParquetHub } from "../../../packages/batch/test/helpers/parquet-hub.js";
import { accessibilityViolations, type PlaygroundSession, sidewaysOverflow, startPlayground } from "./browser.js";

// The Batch page against a loopback Hub + router: a dataset served as Parquet by range requests, a text
// classifier on hf-inference. Screenshots go to /tmp/shots, to be looked at.
const SHOTS = "/tmp/shots";
const TOKEN = "hf_fake_batch_page_token";
const MODEL = "acme/classifier";
const VISION = "acme/vit";
const PNG = readFileSync(new URL("../../../../shared/data/assets/cats.png", import.meta.url));

/** An image dataset as the Hub stores it: `image: {bytes, path}` structs. */
function cats(count: number): Uint8Array {
	return new Uint8Array(
		parquetWriteBuffer({
			columnData: [
				{ name: "image", data: Array.from({ length: count }, (_, i) => ({ bytes: PNG, path: `cat-${i}.png` })) },
			],
			schema: [
				{ name: "root", num_children: 1 },
				{ name: "image", repetition_type: "OPTIONAL", num_children: 2 },
				{ name: "bytes", type: "BYTE_ARRAY", repetition_type: "OPTIONAL" },
				{ name: "path", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" },
			],
		}),
	);
}

function reviews(count: number, rowGroupSize: number): Uint8Array {
	const index = Array.from({ length: count }, (_, i) => i);
	return new Uint8Array(
		parquetWriteBuffer({
			columnData: [
				{ name: "review", type: "STRING", data: index.map((i) => `review ${i}`) },
				{ name: "stars", type: "INT32", data: index.map((i) => (i % 5) + 1) },
			],
			rowGroupSize,
		}),
	);
}

let hub: ParquetHub;
let session: PlaygroundSession;
const inference: string[] = [];
const images: Array<{ bytes: number; type: string | undefined }> = [];
beforeAll(async () => {
	mkdirSync(SHOTS, { recursive: true });
	const datasets = {
		"acme/reviews": { default: { train: [reviews(40, 10), reviews(40, 10)] } },
		"acme/cats": { default: { train: [cats(2)] } },
	};
	hub = await startParquetHub(datasets, {}, (req, res) => {
		const path = req.url ?? "";
		if (path.startsWith(`/api/models/${VISION}`)) {
			res.writeHead(200, { "content-type": "application/json" });
			const mapping = { "hf-inference": { providerId: VISION, status: "live", task: "image-classification" } };
			res.end(JSON.stringify({ id: VISION, pipeline_tag: "image-classification", inferenceProviderMapping: mapping }));
			return true;
		}
		if (req.method === "POST" && path === `/hf-inference/models/${VISION}`) {
			let bytes = 0;
			req.on("data", (chunk: Buffer) => {
				bytes += chunk.length;
			});
			req.on("end", () => {
				images.push({ bytes, type: req.headers["content-type"] });
				res.writeHead(200, { "content-type": "application/json" });
				res.end(JSON.stringify([{ label: "tabby cat", score: 0.8 }]));
			});
			return true;
		}
		if (path.startsWith(`/api/models/${MODEL}`)) {
			res.writeHead(200, { "content-type": "application/json" });
			const mapping = { "hf-inference": { providerId: MODEL, status: "live", task: "text-classification" } };
			res.end(JSON.stringify({ id: MODEL, pipeline_tag: "text-classification", inferenceProviderMapping: mapping }));
			return true;
		}
		if (req.method === "POST" && path === `/hf-inference/models/${MODEL}`) {
			let body = "";
			req.on("data", (chunk) => {
				body += chunk;
			});
			req.on("end", () => {
				const inputs = String(JSON.parse(body).inputs);
				inference.push(inputs);
				// One row is refused (a 400, not retried): the totals count it by cause.
				const refused = inputs === "review 5";
				res.writeHead(refused ? 400 : 200, {
					"content-type": "application/json",
					"x-inference-provider": "hf-inference",
				});
				res.end(JSON.stringify(refused ? { error: "bad input" } : [[{ label: `stars-${inputs}`, score: 0.9 }]]));
			});
			return true;
		}
		return false;
	});
	session = await startPlayground();
}, 60_000);
afterAll(async () => {
	await session?.close();
	await hub?.close();
});

const settings = () => ({ mode: "online", token: TOKEN, hubUrl: hub.url, routerUrl: hub.url });

describe("Batch page", { timeout: 90_000 }, () => {
	for (const width of [1280, 390]) {
		it(`runs a model over a Hub dataset's first rows, with totals, receipts and a Parquet download (${width} px)`, async () => {
			const { page, errors } = await session.newPage({ width, settings: settings() });
			await page.goto(`${session.url}#/batch`);
			await page.getByLabel("Hub dataset").fill("acme/reviews");
			await page.getByLabel("First rows").fill("12");
			await page.getByRole("button", { name: "Read" }).click();
			await page.getByRole("heading", { name: "acme/reviews default/train: 12 rows" }).waitFor();
			await page.getByLabel("inputs from column").selectOption("review");
			await page.getByLabel("Model").fill(MODEL);
			const before = inference.length;
			await page.getByRole("button", { name: "Run 12 rows" }).click();
			await page.getByText("12 of 12 rows", { exact: true }).waitFor();
			await page.getByRole("button", { name: "Download Parquet" }).and(page.locator(":enabled")).waitFor();
			expect(inference.slice(before).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `review ${i}`).sort());
			const totals = await page.getByTestId("batch-totals").textContent();
			expect(totals).toContain("Rows12");
			expect(totals).toContain("Failed1 (bad-request: 1)");
			// Served rows by provider; the refused row is counted by its cause, not as a provider's.
			expect(await page.getByRole("list", { name: "Rows served, by provider" }).textContent()).toBe("hf-inference11");
			expect(await page.locator(".batch-rows tbody tr").count()).toBe(12);
			expect(await page.locator(".batch-rows tbody tr").nth(3).textContent()).toContain("stars-review 3");
			// The dataset was read by ranges, and the token went to the Hub only.
			const files = hub.requests.filter((r) => r.path.endsWith(".parquet"));
			expect(files.length).toBeGreaterThan(0);
			expect(files.every((r) => r.status === 206 || r.range === undefined)).toBe(true);
			const [download] = await Promise.all([
				page.waitForEvent("download"),
				page.getByRole("button", { name: "Download Parquet" }).click(),
			]);
			const path = `${SHOTS}/batch-results-${width}.parquet`;
			await download.saveAs(path);
			const bytes = readFileSync(path);
			const file = {
				byteLength: bytes.length,
				slice: async (s: number, e?: number) =>
					bytes.buffer.slice(bytes.byteOffset + s, bytes.byteOffset + (e ?? bytes.length)),
			};
			const rows = await parquetReadObjects({ file });
			expect(rows).toHaveLength(12);
			expect(rows.filter((r) => r.ok === false)).toHaveLength(1);
			expect(await sidewaysOverflow(page)).toBe(0);
			expect(await accessibilityViolations(page)).toEqual([]);
			// From the top: the sticky bar is drawn where the page is scrolled to.
			await page.evaluate(() => window.scrollTo(0, 0));
			await page.screenshot({ path: `${SHOTS}/batch-${width}.png`, fullPage: true });
			expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
			await page.close();
		});
	}

	it("reads a dropped CSV and a local Parquet file, and maps their columns", async () => {
		const { page } = await session.newPage({ settings: settings() });
		await page.goto(`${session.url}#/batch`);
		// Dropped on the zone, as a file dragged from the desktop is.
		const dropped = await page.evaluateHandle(() => {
			const transfer = new DataTransfer();
			const csv = 'text,note\n"hello, world",a\nbye,"b ""quoted"""\n';
			transfer.items.add(new File([csv], "rows.csv", { type: "text/csv" }));
			return transfer;
		});
		await page.locator(".drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
		await page.getByRole("heading", { name: "rows.csv: 2 rows" }).waitFor();
		expect(await page.locator(".batch-preview").textContent()).toContain('b "quoted"');
		expect(await page.getByLabel("inputs from column").inputValue()).toBe("text");
		await page.locator('input[type="file"]').setInputFiles({
			name: "reviews.parquet",
			mimeType: "application/octet-stream",
			buffer: Buffer.from(reviews(30, 10)),
		});
		await page.getByRole("heading", { name: "reviews.parquet: 30 rows" }).waitFor();
		expect(await page.locator(".batch-preview thead").textContent()).toBe("reviewstars");
		await page.close();
	});

	it("sends an image dataset's {bytes, path} column to an image task as the image itself", async () => {
		const { page } = await session.newPage({ settings: settings() });
		await page.goto(`${session.url}#/batch`);
		await page.getByLabel("Hub dataset").fill("acme/cats");
		await page.getByRole("button", { name: "Read" }).click();
		await page.getByRole("heading", { name: "acme/cats default/train: 2 rows" }).waitFor();
		expect(await page.locator(".batch-preview tbody").textContent()).toContain(`${PNG.length} bytes`);
		await page.getByLabel("Task").selectOption("image-classification");
		await page.getByLabel("Model").fill(VISION);
		await page.getByRole("button", { name: "Run 2 rows" }).click();
		await page.getByText("2 of 2 rows", { exact: true }).waitFor();
		expect(images).toEqual([
			{ bytes: PNG.length, type: "image/png" },
			{ bytes: PNG.length, type: "image/png" },
		]);
		expect(await page.locator(".batch-rows tbody").textContent()).toContain("tabby cat");
		await page.close();
	});

	it("names what exists when the split asked for does not", async () => {
		const { page } = await session.newPage({ settings: settings() });
		await page.goto(`${session.url}#/batch`);
		await page.getByLabel("Hub dataset").fill("acme/reviews");
		await page.getByLabel("Split").fill("test");
		await page.getByRole("button", { name: "Read" }).click();
		await page.getByRole("alert").waitFor();
		expect(await page.getByRole("alert").textContent()).toContain('no split "test": it has "train"');
		await page.close();
	});
});
