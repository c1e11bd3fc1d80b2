import type { ModelData } from "@modelyard/tasks";
import { useEffect, useMemo, useRef, useState } from "react";
import { sharedState } from "../../app/router.js";
import { useSettings } from "../../app/settings.js";
import { type CodeState, ViewCode } from "../../components/ViewCode.js";
import type { ProviderEntry } from "../../data/provider-mapping.js";
import { ChatSettings } from "../chat/ChatSettings.js";
import { ChatStats } from "../chat/ChatStats.js";
import { type ChatParameters, type ChatState, chatArgs, chatState, DEFAULT_PARAMETERS } from "../chat/chat-state.js";
import {
	type Conversation,
	forRegeneration,
	textOf,
	withEditedTurn,
	withoutUnansweredTurn,
	withUserTurn,
} from "../chat/conversation.js";
import { MessageBox } from "../chat/MessageBox.js";
import { type ChatMetrics, type ChatProgress, runChat } from "../chat/run-chat.js";
import { ReplyAnnouncer, Turns } from "../chat/Turns.js";
import "../chat/chat.css";
import { type ChatForm, chatFormFrom, loadChat, saveChat } from "./chat-storage.js";
import { useRecordedExamples } from "./examples.js";
import { RouteSettings } from "./RouteSettings.js";
import { RunStatus } from "./RunStatus.js";
import { RunTargetRecord, useRunTarget } from "./run-target.js";
import { ShareLink, shareableState } from "./ShareLink.js";
import { useRun } from "./useRun.js";
import { useRunShortcut } from "./useRunShortcut.js";

/** The request on screen as view code takes it: the exact `chatArgs` of the chat's state. */
function codeState(model: ModelData, providers: ProviderEntry[], state: ChatState): CodeState {
	const { model: _id, provider, messages, ...parameters } = chatArgs(state);
	return { model, providers, provider, messages, parameters, streaming: state.stream };
}

/**
 * A chat with a model: system prompt and sampling settings, markdown replies, Enter to send, edit and
 * regenerate, and the call's usage and timing. A failed call leaves the conversation as it was before it
 * and the message back in the box, ready to send again. View code shows the request the next Send makes.
 */
export function ChatPanel({ model, providers }: { model: ModelData; providers: ProviderEntry[] }) {
	const [settings] = useSettings();
	// A shared link opens on its own form; else the chat kept in this browser (a reload keeps the chat).
	const [restored] = useState(() => {
		const shared = sharedState();
		return shared ? chatFormFrom(shared) : loadChat(model.id);
	});
	const target = useRunTarget(`chat:${model.id}`, providers, restored);
	const { provider, setProvider, route, setRoute, calling } = target;
	const [parameters, setParameters] = useState<ChatParameters>({ ...DEFAULT_PARAMETERS, ...restored?.parameters });
	const [conversation, setConversation] = useState<Conversation>(() => loadChat(model.id)?.conversation ?? []);
	const [draft, setDraft] = useState(restored?.draft ?? "Complete the equation 1+1= ,just the answer");
	const [pending, setPending] = useState<string>();
	const [metrics, setMetrics] = useState<ChatMetrics>();
	// Set when a call fails, cleared by the next send or a new chat: the run's error belongs to this chat.
	const [failed, setFailed] = useState(false);
	const run = useRun<ChatProgress>();

	// Offline, the chat starts on the recorded one (its message, sampling settings and seed), so the first
	// Send gets the real recorded answer.
	const examples = useRecordedExamples(model.id, "chat", settings.mode === "offline");
	const [startedOnRecording, setStartedOnRecording] = useState(false);
	// What the person typed or set before the recording arrived is theirs: the recording fills only the rest.
	const edited = useRef({
		draft: restored?.draft !== undefined,
		parameters: new Set(Object.keys(restored?.parameters ?? {}) as Array<keyof ChatParameters>),
	});
	useEffect(() => {
		if (!examples) return;
		const fields = examples[0]?.fields;
		if (fields) {
			if (!edited.current.draft) setDraft(fields.text ?? "");
			const recorded: Partial<ChatParameters> = {
				temperature: fields.temperature,
				maxTokens: fields.maxTokens,
				seed: fields.seed,
			};
			for (const key of edited.current.parameters) delete recorded[key];
			setParameters((current) => ({ ...current, ...recorded }));
		}
		setStartedOnRecording(true);
	}, [examples]);

	const send = async (toSend: Conversation) => {
		setConversation(toSend);
		setPending("");
		setMetrics(undefined);
		setFailed(false);
		let last: ChatProgress | undefined;
		let signal: AbortSignal | undefined;
		const outcome = await run.start(
			(call) => {
				signal = call.options.signal;
				return runChat(call.client, chatState(model.id, calling, parameters, toSend), call.options, (progress) => {
					last = progress;
					setPending(progress.text);
					setMetrics(progress.metrics);
				});
			},
			undefined,
			target.policy,
		);
		// New chat (which clears the run), or another run that replaced this one, owns the conversation now.
		if (outcome === undefined) return;
		// Answered or failed, the run is kept; its link restores the whole message.
		const message = textOf(toSend.at(-1) ?? { role: "user", content: "" });
		target.keep(
			outcome,
			message.slice(0, 80),
			shareableState(model.id, { provider, route, parameters, draft: message }),
		);
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
	// Offline, sending before the recorded chat's settings arrive would only get a refusal.
	const waiting = settings.mode === "offline" && !startedOnRecording;
	const sendDraft = () => {
		if (run.busy || waiting || draft.trim() === "") return;
		setDraft("");
		void send(withUserTurn(conversation, draft));
	};
	useRunShortcut(sendDraft);
	useEffect(
		() => saveChat(model.id, { provider, route, parameters, draft, conversation }),
		[model.id, provider, route, parameters, draft, conversation],
	);
	const link = shareableState(model.id, { provider, route, parameters, draft } satisfies ChatForm);
	const newChat = () => {
		run.clear();
		setFailed(false);
		setConversation([]);
		setMetrics(undefined);
		setPending(undefined);
	};
	// The request the next Send makes: the conversation and the message being written.
	const code = useMemo(() => {
		const next = draft.trim() ? withUserTurn(conversation, draft) : conversation;
		return codeState(model, providers, chatState(model.id, calling, parameters, next));
	}, [model, providers, calling, parameters, conversation, draft]);

	return (
		<>
			<div className="chat-layout">
				<div className="panel chat-main">
					<ReplyAnnouncer replying={pending !== undefined} replied={conversation.at(-1)?.role === "assistant"} />
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
					<RunStatus
						run={failed ? run : { ...run, error: undefined }}
						errorNote="Your message is back in the box: send it again when ready."
					/>
					<MessageBox
						draft={draft}
						onDraft={(value: string) => {
							edited.current.draft = true;
							setDraft(value);
						}}
						onSend={sendDraft}
						busy={run.busy}
						waiting={waiting}
						onStop={run.stop}
					>
						<button type="button" onClick={newChat}>
							New chat
						</button>
						<ShareLink link={link} />
					</MessageBox>
					{metrics && <ChatStats metrics={metrics} receipt={run.busy ? undefined : run.receipt} />}
				</div>
				<ChatSettings
					provider={{ value: provider, providers, onChange: setProvider }}
					route={<RouteSettings route={route} onChange={setRoute} autoPicked={provider === "auto"} />}
					parameters={parameters}
					onChange={(change) => {
						for (const key of Object.keys(change)) edited.current.parameters.add(key as keyof ChatParameters);
						setParameters((current) => ({ ...current, ...change }));
					}}
				/>
			</div>
			<RunTargetRecord target={target} modelId={model.id} />
			<ViewCode state={code} />
		</>
	);
}
