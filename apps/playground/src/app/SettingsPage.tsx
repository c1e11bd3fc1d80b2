import { hubWhoAmI } from "@modelyard/inference";
import { useEffect, useRef, useState } from "react";
import { hubReadOptions } from "../data/hub.js";
import { describeError } from "../features/run/describe-error.js";
import { useSettings } from "./settings.js";

type Check = { state: "checking" } | { state: "ok"; text: string } | { state: "failed"; text: string };

/**
 * Asks the Hub whose token this is, through the client's hub layer (a provider key is never sent to the Hub).
 * A result belongs to the token, mode and Hub it was asked with: changing any of them clears it and abandons a
 * check still on its way, so "Valid" is only ever shown for what is in the form.
 */
function useTokenCheck(): [Check | undefined, () => void] {
	const [settings] = useSettings();
	const [check, setCheck] = useState<Check>();
	const inFlight = useRef<AbortController | undefined>(undefined);
	const { token, mode, hubUrl } = settings;
	useEffect(() => {
		setCheck(undefined);
		return () => inFlight.current?.abort();
	}, [token, mode, hubUrl]);
	const run = () => {
		inFlight.current?.abort();
		const controller = new AbortController();
		inFlight.current = controller;
		setCheck({ state: "checking" });
		const settle = (result: Check) => {
			if (!controller.signal.aborted) setCheck(result);
		};
		hubWhoAmI(hubReadOptions(settings, controller.signal)).then(
			(who) => {
				const role = who.auth?.accessToken?.role;
				settle({ state: "ok", text: `Valid: this token belongs to ${who.name}${role ? ` (${role})` : ""}.` });
			},
			(error: unknown) => settle({ state: "failed", text: describeError(error) }),
		);
	};
	return [check, run];
}

export function SettingsPage() {
	const [settings, update] = useSettings();
	const [check, checkToken] = useTokenCheck();
	return (
		<section aria-labelledby="settings-title">
			<h1 id="settings-title">Settings</h1>
			<div className="panel settings">
				<fieldset>
					<legend>Where requests go</legend>
					<label className="choice">
						<input
							type="radio"
							name="mode"
							checked={settings.mode === "offline"}
							onChange={() => update({ mode: "offline" })}
						/>
						<span>
							<strong>Offline</strong>: recorded answers of the real router and providers, served by this dev server (no
							token, no network; only the recorded inputs are answered)
						</span>
					</label>
					<label className="choice">
						<input
							type="radio"
							name="mode"
							checked={settings.mode === "online"}
							onChange={() => update({ mode: "online" })}
						/>
						<span>
							<strong>Online</strong>: the real Hugging Face Hub and router, with your token
						</span>
					</label>
				</fieldset>
				<div className="field">
					<label htmlFor="settings-token">Access token</label>
					<div className="field-control">
						<input
							id="settings-token"
							type="password"
							autoComplete="off"
							placeholder="hf_… (or a provider's own key)"
							value={settings.token}
							onChange={(event) => update({ token: event.target.value })}
						/>
						<button
							type="button"
							className="secondary"
							onClick={checkToken}
							disabled={!settings.token || check?.state === "checking"}
						>
							Check token
						</button>
					</div>
					<p className="note">
						A Hugging Face token (hf_…) goes through the router and opens your private and gated models; any other key
						goes straight to its provider and is never sent to the Hub. Kept in this tab only.
					</p>
					{check && (
						<p
							className={check.state === "failed" ? "error" : "note"}
							role={check.state === "failed" ? "alert" : "status"}
							data-testid="token-check"
						>
							{check.state === "checking" ? "Asking the Hub…" : check.text}
						</p>
					)}
				</div>
				<div className="field">
					<label htmlFor="settings-timeout">Time limit of one run, in seconds</label>
					<div className="field-control">
						<input
							id="settings-timeout"
							type="number"
							min={1}
							value={Math.round(settings.timeoutMs / 1000)}
							onChange={(event) => {
								const seconds = Number(event.target.value);
								if (seconds > 0) update({ timeoutMs: seconds * 1000 });
							}}
						/>
					</div>
					<p className="note">Waiting for a loading model and its retries included.</p>
				</div>
				<details>
					<summary>Other Hub and router addresses (online mode)</summary>
					<div className="field">
						<label htmlFor="settings-hub">Hub URL</label>
						<div className="field-control">
							<input
								id="settings-hub"
								type="url"
								placeholder="https://huggingface.co"
								value={settings.hubUrl}
								onChange={(event) => update({ hubUrl: event.target.value.trim() })}
							/>
						</div>
					</div>
					<div className="field">
						<label htmlFor="settings-router">Router URL</label>
						<div className="field-control">
							<input
								id="settings-router"
								type="url"
								placeholder="https://router.huggingface.co"
								value={settings.routerUrl}
								onChange={(event) => update({ routerUrl: event.target.value.trim() })}
							/>
						</div>
					</div>
					<p className="note">Empty: the real ones.</p>
				</details>
			</div>
		</section>
	);
}
