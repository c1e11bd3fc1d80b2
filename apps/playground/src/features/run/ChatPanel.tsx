import type { InferenceProvider } from "@modelyard/inference";
import { useRef, useState } from "react";
import { ChatSettings } from "../chat/ChatSettings.js";
import { ChatStats } from "../chat/ChatStats.js";
import { type ChatParameters, chatState, DEFAULT_PARAMETERS } from "../chat/chat-state.js";
import {
	type Conversation,
	forRegeneration,
	withEditedTurn,
	withoutUnansweredTurn,
	withUserTurn,
} from "../chat/conversation.js";
import { MessageBox } from "../chat/MessageBox.js";
import { type ChatMetrics, type ChatProgress, runChat } from "../chat/run-chat.js";
import { Turns } from "../chat/Turns.js";
import "../chat/chat.css";
import { useRun } from "./useRun.js";

/**
 * A chat with a model: system prompt and sampling settings, markdown replies, Enter to send, edit and
 * regenerate, and the call's usage and timing. A failed call leaves the conversation as it was before it
 * and the message back in the box, ready to send again.
 */
export function ChatPanel({ modelId }: { modelId: string }) {
	const [provider, setProvider] = useState<InferenceProvider>("hf-inference");
	const [parameters, setParameters] = useState<ChatParameters>(DEFAULT_PARAMETERS);
	const [conversation, setConversation] = useState<Conversation>([]);
	const [draft, setDraft] = useState("Complete the equation 1+1= ,just the answer");
	const [pending, setPending] = useState<string>();
	const [metrics, setMetrics] = useState<ChatMetrics>();
	// Set when a call fails, cleared by the next send or a new chat: the run's error belongs to this chat.
	const [failed, setFailed] = useState(false);
	const run = useRun<ChatProgress>();
	// Bumped by New chat, so a call it stopped does not write its turns into the new chat.
	const chatNumber = useRef(0);

	const send = async (toSend: Conversation) => {
		setConversation(toSend);
		setPending("");
		setMetrics(undefined);
		setFailed(false);
		const thisChat = chatNumber.current;
		let last: ChatProgress | undefined;
		let signal: AbortSignal | undefined;
		await run.start((call) => {
			signal = call.options.signal;
			return runChat(call.client, chatState(modelId, provider, parameters, toSend), call.options, (progress) => {
				last = progress;
				setPending(progress.text);
				setMetrics(progress.metrics);
			});
		});
		if (chatNumber.current !== thisChat) return;
		setPending(undefined);
		const text = last?.text ?? "";
		const stopped = signal?.aborted === true;
		// A finished or stopped reply keeps what arrived; a failed one is dropped, its question back in the box.
		if (text !== "" && (stopped || last?.metrics.totalMs !== undefined)) {
			setConversation([...toSend, { role: "assistant", content: text }]);
			return;
		}
		const restored = withoutUnansweredTurn(toSend);
		setConversation(restored.conversation);
		setDraft((current) => (current.trim() === "" ? restored.draft : `${restored.draft}\n\n${current}`));
		setFailed(!stopped);
	};
	const sendDraft = () => {
		if (run.busy || draft.trim() === "") return;
		setDraft("");
		void send(withUserTurn(conversation, draft));
	};
	const newChat = () => {
		chatNumber.current++;
		run.stop();
		setFailed(false);
		setConversation([]);
		setMetrics(undefined);
		setPending(undefined);
	};

	return (
		<div className="chat-layout">
			<div className="panel chat-main">
				<Turns
					conversation={conversation}
					pending={pending}
					busy={run.busy}
					onEdit={(index, text) => {
						const edited = withEditedTurn(conversation, index, text);
						if (edited[index]?.role === "user") void send(edited);
						else setConversation(edited);
					}}
					onRegenerate={() => void send(forRegeneration(conversation))}
				/>
				{run.busy && run.attempt > 1 && (
					<p className="stats" role="status">
						The model is loading: retrying (attempt {run.attempt})…
					</p>
				)}
				{failed && run.error && (
					<p className="error" role="alert">
						{run.error} Your message is back in the box: send it again when ready.
					</p>
				)}
				<MessageBox draft={draft} onDraft={setDraft} onSend={sendDraft} busy={run.busy} onStop={run.stop}>
					<button type="button" onClick={newChat}>
						New chat
					</button>
				</MessageBox>
				{metrics && <ChatStats metrics={metrics} provider={provider} />}
			</div>
			<ChatSettings
				provider={provider}
				onProvider={setProvider}
				parameters={parameters}
				onChange={(change) => setParameters((current) => ({ ...current, ...change }))}
			/>
		</div>
	);
}
