import { type CallSpec, checkTask, defaultMap, isMediaArgument, type OutputLine, runRows } from "@modelyard/batch/core";
import { InferenceClient } from "@modelyard/inference";
import { useEffect, useRef, useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { BatchResults } from "./BatchResults.js";
import { BatchSource } from "./BatchSource.js";
import type { BatchTable } from "./batch-input.js";
import "./batch.css";

/** The tasks a batch is most often run for; any other task the client has can be typed. */
const TASKS = [
	"text-classification",
	"chat-completion",
	"token-classification",
	"feature-extraction",
	"summarization",
	"translation",
	"image-classification",
	"image-to-text",
	"automatic-speech-recognition",
];

const cellText = (value: unknown): string =>
	value instanceof Uint8Array
		? `${value.length} bytes`
		: typeof value === "object" && value !== null
			? JSON.stringify(value, (_, v) => (v instanceof Uint8Array ? `${v.length} bytes` : v))
			: String(value ?? "");

/** The column a task argument reads by default: one named like it, else the first. */
const guessColumn = (argument: string, columns: string[]) =>
	columns.find((c) => c === argument) ??
	columns.find((c) => /text|prompt|question|image|audio/i.test(c)) ??
	columns[0] ??
	"";

/** Run a model over a table's rows: the runner's core (caps, retries, receipts) in the page. */
export function BatchPage() {
	const [settings] = useSettings();
	const [table, setTable] = useState<BatchTable>();
	const [task, setTask] = useState("text-classification");
	const [model, setModel] = useState("");
	const [providers, setProviders] = useState("auto");
	const [map, setMap] = useState<Record<string, string>>({});
	const [concurrency, setConcurrency] = useState(4);
	const [lines, setLines] = useState<OutputLine[]>([]);
	const [running, setRunning] = useState(false);
	const [error, setError] = useState<string>();
	const controller = useRef<AbortController | undefined>(undefined);
	useEffect(() => () => controller.current?.abort(), []);

	const argumentsOf = Object.keys(defaultMap(task));
	const mapping = Object.fromEntries(
		argumentsOf.map((argument) => [argument, map[argument] ?? guessColumn(argument, table?.columns ?? [])]),
	);

	const run = async () => {
		if (!table) return;
		setError(undefined);
		setLines([]);
		const abort = new AbortController();
		controller.current = abort;
		setRunning(true);
		const fetchFn: typeof fetch = (input, init) => fetch(input, init);
		const client = new InferenceClient(settings.token, {
			...endpoints(settings),
			fetch: fetchFn,
			timeout: settings.timeoutMs,
		});
		const list = providers
			.split(",")
			.map((p) => p.trim())
			.filter(Boolean);
		const spec: CallSpec = { task, method: "", map: mapping, model: model.trim() };
		if (list.length > 0) spec.provider = list.length === 1 ? (list[0] as string) : list;
		const finished: OutputLine[] = [];
		let flush: ReturnType<typeof setTimeout> | undefined;
		try {
			spec.method = checkTask(client, task);
			await runRows({
				client,
				spec,
				rows: table.read(
					new Set(Object.entries(mapping).flatMap(([path, column]) => (isMediaArgument(task, path) ? [column] : []))),
				),
				concurrency,
				fetch: fetchFn,
				signal: abort.signal,
				// A media answer stays in the page: its type and size in the line.
				saveMedia: async (blob) => ({ type: blob.type, bytes: blob.size }),
				onLine: (line) => {
					finished.push(line);
					// Lines land in bursts: one render per burst.
					flush ??= setTimeout(() => {
						flush = undefined;
						setLines([...finished]);
					}, 50);
				},
			});
		} catch (failure) {
			setError((failure as Error).message);
		} finally {
			clearTimeout(flush);
			setLines([...finished]);
			setRunning(false);
		}
	};

	return (
		<div className="batch-page">
			<h1>Batch</h1>
			<p className="intro">
				Run a model over every row of a file or a Hub dataset: each row's result and receipt, the run's totals, and the
				results as JSON Lines or Parquet.
			</p>
			<BatchSource
				onTable={(next) => {
					setTable(next);
					setMap({});
					setLines([]);
				}}
			/>
			{table && (
				<section className="panel" aria-labelledby="batch-table-title">
					<h2 id="batch-table-title" className="panel-title">
						{table.name}: {table.rows} rows
					</h2>
					<div className="table-scroll">
						<table className="batch-preview">
							<thead>
								<tr>
									{table.columns.map((column) => (
										<th key={column}>{column}</th>
									))}
								</tr>
							</thead>
							<tbody>
								{table.preview.map((row, i) => (
									<tr key={i}>
										{table.columns.map((column) => (
											<td key={column}>{cellText(row[column])}</td>
										))}
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<div className="form-row">
						<label>
							Task
							<select value={task} onChange={(event) => setTask(event.target.value)}>
								{TASKS.map((t) => (
									<option key={t}>{t}</option>
								))}
							</select>
						</label>
						{argumentsOf.map((argument) => (
							<label key={argument}>
								{`${argument} from column`}
								<select
									value={mapping[argument]}
									onChange={(event) => setMap({ ...map, [argument]: event.target.value })}
								>
									{table.columns.map((column) => (
										<option key={column}>{column}</option>
									))}
								</select>
							</label>
						))}
					</div>
					<div className="form-row">
						<label>
							Model
							<input
								type="text"
								placeholder="OWNER/NAME"
								value={model}
								onChange={(event) => setModel(event.target.value)}
							/>
						</label>
						<label>
							Providers (in order, or auto)
							<input type="text" value={providers} onChange={(event) => setProviders(event.target.value)} />
						</label>
						<label>
							Rows in flight
							<input
								type="number"
								className="narrow"
								min={1}
								max={32}
								value={concurrency}
								onChange={(event) => setConcurrency(Math.min(32, Math.max(1, Number(event.target.value) || 1)))}
							/>
						</label>
						{running ? (
							<button type="button" className="secondary" onClick={() => controller.current?.abort()}>
								Stop
							</button>
						) : (
							<button type="button" className="primary" disabled={!model.trim()} onClick={() => void run()}>
								Run {table.rows} rows
							</button>
						)}
					</div>
					{error && (
						<p className="error" role="alert">
							{error}
						</p>
					)}
				</section>
			)}
			{table && (lines.length > 0 || running) && <BatchResults lines={lines} total={table.rows} running={running} />}
		</div>
	);
}
