import type { InferenceProvider } from "@modelyard/inference";
import { useState } from "react";
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
import type { ChatMetrics } from "../chat/run-chat.js";
import { Turns } from "../chat/Turns.js";
import { useChatCall } from "../chat/useChatCall.js";
import "../chat/chat.css";

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
	const { busy, error, call, stop, reset } = useChatCall();

	const send = async (toSend: Conversation) => {
		setConversation(toSend);
		setPending("");
		setMetrics(undefined);
		const outcome = await call(chatState(modelId, provider, parameters, toSend), (progress) => {
			setPending(progress.text);
			setMetrics(progress.metrics);
		});
		setPending(undefined);
		const text = outcome.progress?.text ?? "";
		// A stopped reply keeps what arrived; a failed one is dropped, with the question, back into the box.
		if (outcome.status === "done" || (outcome.status === "stopped" && text !== "")) {
			setConversation([...toSend, { role: "assistant", content: text }]);
			return;
		}
		const restored = withoutUnansweredTurn(toSend);
		setConversation(restored.conversation);
		setDraft((current) => (current.trim() === "" ? restored.draft : `${restored.draft}\n\n${current}`));
	};
	const sendDraft = () => {
		if (busy || draft.trim() === "") return;
		setDraft("");
		void send(withUserTurn(conversation, draft));
	};
	const newChat = () => {
		reset();
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
					busy={busy}
					onEdit={(index, text) => {
						const edited = withEditedTurn(conversation, index, text);
						if (edited[index]?.role === "user") void send(edited);
						else setConversation(edited);
					}}
					onRegenerate={() => void send(forRegeneration(conversation))}
				/>
				{error && (
					<p className="error" role="alert">
						{error} Your message is back in the box: send it again when ready.
					</p>
				)}
				<MessageBox draft={draft} onDraft={setDraft} onSend={sendDraft} busy={busy} onStop={stop} onNewChat={newChat} />
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
