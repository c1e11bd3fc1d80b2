import { useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { type BatchTable, datasetTable, fileTable } from "./batch-input.js";

/** Where a run's rows come from: a dropped (or picked) CSV, JSON Lines or Parquet file, or a Hub dataset. */
export function BatchSource({ onTable }: { onTable: (table: BatchTable) => void }) {
	const [settings] = useSettings();
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);
	const [dragging, setDragging] = useState(false);
	const [dataset, setDataset] = useState({ id: "", config: "", split: "", limit: 20 });
	const load = async (open: () => Promise<BatchTable>) => {
		setBusy(true);
		setError(undefined);
		try {
			onTable(await open());
		} catch (failure) {
			setError((failure as Error).message);
		} finally {
			setBusy(false);
		}
	};
	const openFile = (file: File | undefined) => file && void load(() => fileTable(file));
	const openDataset = () =>
		void load(() =>
			datasetTable(
				{
					id: dataset.id.trim(),
					limit: dataset.limit,
					...(dataset.config ? { config: dataset.config } : {}),
					...(dataset.split ? { split: dataset.split } : {}),
				},
				{
					hubUrl: endpoints(settings).hubUrl ?? "https://huggingface.co",
					token: settings.token,
					fetch: (input, init) => fetch(input, init),
				},
			),
		);
	return (
		<section className="panel batch-source" aria-labelledby="batch-source-title">
			<h2 id="batch-source-title" className="panel-title">
				Rows
			</h2>
			<label
				className={`drop-zone${dragging ? " dragging" : ""}`}
				onDragOver={(event) => {
					event.preventDefault();
					setDragging(true);
				}}
				onDragLeave={() => setDragging(false)}
				onDrop={(event) => {
					event.preventDefault();
					setDragging(false);
					openFile(event.dataTransfer.files[0]);
				}}
			>
				<span>Drop a CSV, JSON Lines or Parquet file here, or pick one</span>
				<input
					type="file"
					accept=".csv,.jsonl,.json,.ndjson,.parquet"
					onChange={(event) => openFile(event.target.files?.[0])}
				/>
			</label>
			<form
				className="form-row"
				onSubmit={(event) => {
					event.preventDefault();
					openDataset();
				}}
			>
				<label>
					Hub dataset
					<input
						type="text"
						placeholder="OWNER/NAME"
						value={dataset.id}
						onChange={(event) => setDataset({ ...dataset, id: event.target.value })}
					/>
				</label>
				<label>
					Config
					<input
						type="text"
						className="narrow"
						placeholder="default"
						value={dataset.config}
						onChange={(event) => setDataset({ ...dataset, config: event.target.value })}
					/>
				</label>
				<label>
					Split
					<input
						type="text"
						className="narrow"
						placeholder="train"
						value={dataset.split}
						onChange={(event) => setDataset({ ...dataset, split: event.target.value })}
					/>
				</label>
				<label>
					First rows
					<input
						type="number"
						className="narrow"
						min={1}
						max={10000}
						value={dataset.limit}
						onChange={(event) => setDataset({ ...dataset, limit: Math.max(1, Number(event.target.value) || 1) })}
					/>
				</label>
				<button type="submit" className="primary" disabled={busy || !dataset.id.includes("/")}>
					Read
				</button>
			</form>
			{settings.mode === "offline" && (
				<p className="note">Hub datasets are read from the Hub: switch to online mode in Settings.</p>
			)}
			{busy && <p role="status">Reading…</p>}
			{error && (
				<p className="error" role="alert">
					{error}
				</p>
			)}
		</section>
	);
}
