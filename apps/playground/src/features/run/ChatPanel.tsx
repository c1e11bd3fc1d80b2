import { InferenceClient, type InferenceProvider } from "@modelyard/inference";
import type { ChatCompletionInputMessage } from "@modelyard/tasks";
import { useRef, useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import { describeError } from "./describe-error.js";

interface Stats {
	firstTokenMs?: number;
	totalMs?: number;
	chunks: number;
}

/** A chat with a model: streamed or not, with sampling parameters, stats, and a stop button. */
export function ChatPanel({ modelId }: { modelId: string }) {
	const [settings] = useSettings();
	const [provider, setProvider] = useState<InferenceProvider>("hf-inference");
	const [messages, setMessages] = useState<ChatCompletionInputMessage[]>([]);
	const [draft, setDraft] = useState("Complete the equation 1+1= ,just the answer");
	const [stream, setStream] = useState(true);
	const [temperature, setTemperature] = useState(0.7);
	const [maxTokens, setMaxTokens] = useState(256);
	const [reply, setReply] = useState("");
	const [stats, setStats] = useState<Stats>();
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);
	const controller = useRef<AbortController>(undefined);

	const send = async () => {
		const history: ChatCompletionInputMessage[] = [...messages, { role: "user", content: draft }];
		setMessages(history);
		setDraft("");
		setReply("");
		setError(undefined);
		setBusy(true);
		controller.current = new AbortController();
		const client = new InferenceClient(settings.token, endpoints(settings));
		const args = { model: modelId, provider, messages: history, temperature, max_tokens: maxTokens };
		const start = performance.now();
		let text = "";
		try {
			if (stream) {
				const current: Stats = { chunks: 0 };
				for await (const chunk of client.chatCompletionStream(args, { signal: controller.current.signal })) {
					current.chunks++;
					current.firstTokenMs ??= performance.now() - start;
					text += chunk.choices[0]?.delta?.content ?? "";
					setReply(text);
					setStats({ ...current });
				}
				setStats({ ...current, totalMs: performance.now() - start });
			} else {
				const answer = await client.chatCompletion(args, { signal: controller.current.signal });
				text = answer.choices[0]?.message?.content ?? "";
				setReply(text);
				setStats({ chunks: 1, totalMs: performance.now() - start });
			}
			setMessages([...history, { role: "assistant", content: text }]);
		} catch (caught) {
			setError(describeError(caught));
		} finally {
			setBusy(false);
		}
	};

	return (
		<div className="panel">
			<div className="form-row">
				<ProviderSelect value={provider} onChange={setProvider} />
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
				{busy && (
					<button type="button" onClick={() => controller.current?.abort()}>
						Stop
					</button>
				)}
			</div>
			{stats && (
				<p className="stats" data-testid="stats">
					{stats.chunks} chunk{stats.chunks === 1 ? "" : "s"}
					{stats.firstTokenMs !== undefined && ` · first token ${stats.firstTokenMs.toFixed(0)} ms`}
					{stats.totalMs !== undefined && ` · total ${stats.totalMs.toFixed(0)} ms`} · served by {provider}
				</p>
			)}
			{error && (
				<p className="error" role="alert">
					{error}
				</p>
			)}
		</div>
	);
}
