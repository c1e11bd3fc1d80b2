import { hubWhoAmI } from "@modelyard/inference";
import { useEffect, useRef, useState } from "react";
import { hubReadOptions } from "../data/hub.js";
import { explainError } from "../features/run/explain-error.js";
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
		if (mode === "offline") {
			// The local replay is the Hub offline: it answers without any token, so it has none to check.
			return setCheck({
				state: "ok",
				text: "Offline, there is no Hub to check a token with: the recorded answers need none. Switch to online mode above to check it.",
			});
		}
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
			(error: unknown) => settle({ state: "failed", text: explainError(error) }),
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
				<TimeLimitField />
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

/**
 * The time limit as typed: saved when it is a number of seconds, 1 or more, and the field is left (or Enter is
 * pressed), so emptying it to type another number saves nothing on the way.
 */
function TimeLimitField() {
	const [settings, update] = useSettings();
	const saved = Math.round(settings.timeoutMs / 1000);
	const [draft, setDraft] = useState<string>();
	const typed = draft ?? String(saved);
	const seconds = Number(typed);
	const valid = typed.trim() !== "" && Number.isFinite(seconds) && seconds >= 1;
	const save = () => {
		if (valid) update({ timeoutMs: Math.round(seconds) * 1000 });
		setDraft(undefined);
	};
	return (
		<div className="field">
			<label htmlFor="settings-timeout">Time limit of one run, in seconds</label>
			<div className="field-control">
				<input
					id="settings-timeout"
					type="number"
					min={1}
					value={typed}
					aria-invalid={!valid}
					aria-describedby="settings-timeout-note"
					onChange={(event) => setDraft(event.target.value)}
					onBlur={save}
					onKeyDown={(event) => {
						if (event.key === "Enter") save();
					}}
				/>
			</div>
			<p className={valid ? "note" : "error"} id="settings-timeout-note">
				{valid
					? "Waiting for a loading model and its retries included."
					: `Type a number of seconds, 1 or more: until then the limit stays ${saved} s.`}
			</p>
		</div>
	);
}
