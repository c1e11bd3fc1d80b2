import { useSettings } from "./settings.js";

export function SettingsPage() {
	const [settings, update] = useSettings();
	return (
		<section aria-labelledby="settings-title">
			<h1 id="settings-title">Settings</h1>
			<div className="panel">
				<fieldset>
					<legend>Where requests go</legend>
					<label>
						<input
							type="radio"
							name="mode"
							checked={settings.mode === "offline"}
							onChange={() => update({ mode: "offline" })}
						/>{" "}
						Offline: recorded answers of the real router and providers, served by this dev server (no token, no network)
					</label>
					<br />
					<label>
						<input
							type="radio"
							name="mode"
							checked={settings.mode === "online"}
							onChange={() => update({ mode: "online" })}
						/>{" "}
						Online: the real Hugging Face Hub and router
					</label>
				</fieldset>
				<label className="form-row">
					Access token: a Hugging Face token (hf_…) goes through the router and opens your private and gated models; any
					other key goes straight to its provider. Kept in this tab only.
					<input
						type="password"
						aria-label="Access token"
						autoComplete="off"
						value={settings.token}
						onChange={(event) => update({ token: event.target.value })}
						size={50}
					/>
				</label>
				<label className="form-row">
					Time limit of one run, in seconds (waiting for a loading model and its retries included)
					<input
						type="number"
						aria-label="Time limit in seconds"
						min={1}
						value={Math.round(settings.timeoutMs / 1000)}
						onChange={(event) => {
							const seconds = Number(event.target.value);
							if (seconds > 0) update({ timeoutMs: seconds * 1000 });
						}}
					/>
				</label>
				<details>
					<summary>Other Hub and router addresses (online mode)</summary>
					<label className="form-row">
						Hub URL (empty: https://huggingface.co)
						<input
							type="text"
							aria-label="Hub URL"
							value={settings.hubUrl}
							onChange={(event) => update({ hubUrl: event.target.value.trim() })}
							size={50}
						/>
					</label>
					<label className="form-row">
						Router URL (empty: https://router.huggingface.co)
						<input
							type="text"
							aria-label="Router URL"
							value={settings.routerUrl}
							onChange={(event) => update({ routerUrl: event.target.value.trim() })}
							size={50}
						/>
					</label>
				</details>
			</div>
		</section>
	);
}
