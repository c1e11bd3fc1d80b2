import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import type { ChatCompletionInputMessage, ModelData } from "@modelyard/tasks";
import { useEffect, useState } from "react";
import { useSettings } from "../../app/settings.js";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import { ViewCode } from "../../components/ViewCode.js";
import type { ProviderEntry } from "../../data/provider-mapping.js";
import { useRecordedExamples } from "./examples.js";
import { RunStatus } from "./RunStatus.js";
import { useRun } from "./useRun.js";

interface Stats {
	firstTokenMs?: number;
	totalMs?: number;
	chunks: number;
}

/** A chat with a model: streamed or not, with sampling parameters, stats, and a stop button. */
export function ChatPanel({ model, providers }: { model: ModelData; providers: ProviderEntry[] }) {
	const modelId = model.id;
	const [provider, setProvider] = useState<InferenceProviderOrPolicy>(providers[0]?.provider ?? "hf-inference");
	const [messages, setMessages] = useState<ChatCompletionInputMessage[]>([]);
	const [draft, setDraft] = useState("Complete the equation 1+1= ,just the answer");
	const [stream, setStream] = useState(true);
	const [temperature, setTemperature] = useState(0.7);
	const [maxTokens, setMaxTokens] = useState(256);
	const [reply, setReply] = useState("");
	const [stats, setStats] = useState<Stats>();
	const [seed, setSeed] = useState<number>();
	// Offline, the panel starts on the recorded chat, so the first Send gets the real recorded answer.
	const examples = useRecordedExamples(modelId, "chat", useSettings()[0].mode === "offline");
	useEffect(() => {
		const fields = examples?.[0]?.fields;
		if (!fields) return;
		setDraft(fields.text ?? "");
		setTemperature(fields.temperature ?? 0.7);
		setMaxTokens(fields.maxTokens ?? 256);
		setSeed(fields.seed);
	}, [examples]);
	const run = useRun<string>();
	const busy = run.busy;

	const send = async () => {
		const history: ChatCompletionInputMessage[] = [...messages, { role: "user", content: draft }];
		setMessages(history);
		setDraft("");
		setReply("");
		const args = { model: modelId, provider, messages: history, temperature, max_tokens: maxTokens, seed };
		const start = performance.now();
		const text = await run.start(async ({ client }) => {
			let text = "";
			if (stream) {
				const current: Stats = { chunks: 0 };
				for await (const chunk of client.chatCompletionStream(args)) {
					current.chunks++;
					current.firstTokenMs ??= performance.now() - start;
					text += chunk.choices[0]?.delta?.content ?? "";
					setReply(text);
					setStats({ ...current });
				}
				setStats({ ...current, totalMs: performance.now() - start });
			} else {
				const answer = await client.chatCompletion(args);
				text = answer.choices[0]?.message?.content ?? "";
				setReply(text);
				setStats({ chunks: 1, totalMs: performance.now() - start });
			}
			return text;
		});
		if (text !== undefined) setMessages([...history, { role: "assistant", content: text }]);
	};

	return (
		<div className="panel">
			<div className="form-row">
				<ProviderSelect providers={providers} value={provider} onChange={setProvider} />
				<label>
					Temperature
					<input
						type="number"
						aria-label="Temperature"
						min={0}
						max={2}
						step={0.1}
						value={temperature}
						onChange={(e) => setTemperature(Number(e.target.value))}
					/>
				</label>
				<label>
					Max tokens
					<input
						type="number"
						aria-label="Max tokens"
						min={1}
						max={4096}
						value={maxTokens}
						onChange={(e) => setMaxTokens(Number(e.target.value))}
					/>
				</label>
				<label>
					<span>
						<input type="checkbox" checked={stream} onChange={(e) => setStream(e.target.checked)} /> Stream
					</span>
				</label>
			</div>
			<ol className="chat-history">
				{messages.map((message, index) => (
					<li key={index} data-role={message.role}>
						<strong>{message.role}:</strong> {typeof message.content === "string" ? message.content : "[multimodal]"}
					</li>
				))}
			</ol>
			{busy && (
				<p className="chat-output" data-testid="reply" aria-live="polite">
					{reply}
				</p>
			)}
			<label className="form-row">
				Message
				<textarea aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
			</label>
			<div className="form-row">
				<button className="primary" type="button" onClick={send} disabled={busy || draft.trim() === ""}>
					Send
				</button>
				<button type="button" onClick={run.stop} disabled={!busy}>
					Stop
				</button>
			</div>
			{stats && (
				<p className="stats" data-testid="stats">
					{stats.chunks} chunk{stats.chunks === 1 ? "" : "s"}
					{stats.firstTokenMs !== undefined && ` · first token ${stats.firstTokenMs.toFixed(0)} ms`}
					{stats.totalMs !== undefined && ` · total ${stats.totalMs.toFixed(0)} ms`} · served by {provider}
				</p>
			)}
			<RunStatus run={run} />
			<ViewCode
				state={{
					model,
					providers,
					provider,
					streaming: stream,
					messages: [...messages, ...(draft.trim() ? [{ role: "user", content: draft }] : [])],
					parameters: { temperature, max_tokens: maxTokens, seed },
				}}
			/>
		</div>
	);
}
