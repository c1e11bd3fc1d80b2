import { useState } from "react";
import { type Conversation, textOf } from "./conversation.js";
import { Markdown } from "./Markdown.js";

interface Props {
	conversation: Conversation;
	/** The reply arriving now, if any. */
	pending?: string;
	busy: boolean;
	onEdit: (index: number, text: string) => void;
	onRegenerate: () => void;
}

/** The turns of the chat: replies as markdown, each turn editable, the last answer regenerable. */
export function Turns({ conversation, pending, busy, onEdit, onRegenerate }: Props) {
	const [editing, setEditing] = useState<{ index: number; text: string }>();
	const lastIndex = conversation.length - 1;
	return (
		<ol className="turns" aria-label="Conversation">
			{conversation.map((message, index) => (
				<li key={index} className="turn" data-role={message.role}>
					<span className="turn-role">{message.role === "user" ? "You" : "Assistant"}</span>
					{editing?.index === index ? (
						<form
							className="turn-edit"
							onSubmit={(e) => {
								e.preventDefault();
								onEdit(index, editing.text);
								setEditing(undefined);
							}}
						>
							<textarea
								aria-label={`Edit ${message.role} turn`}
								value={editing.text}
								onChange={(e) => setEditing({ index, text: e.target.value })}
							/>
							<div className="turn-actions">
								{/* A form opened before a reply started waits for it, as Send does. */}
								<button type="submit" className="primary" disabled={busy || editing.text.trim() === ""}>
									{message.role === "user" ? "Save and send" : "Save"}
								</button>
								<button type="button" onClick={() => setEditing(undefined)}>
									Cancel
								</button>
							</div>
						</form>
					) : (
						<>
							{message.role === "assistant" ? (
								<Markdown text={textOf(message)} />
							) : (
								<p className="turn-text">{textOf(message)}</p>
							)}
							<div className="turn-actions">
								<button type="button" disabled={busy} onClick={() => setEditing({ index, text: textOf(message) })}>
									Edit
								</button>
								{index === lastIndex && message.role === "assistant" && (
									<button type="button" disabled={busy} onClick={onRegenerate}>
										Regenerate
									</button>
								)}
							</div>
						</>
					)}
				</li>
			))}
			{pending !== undefined && (
				<li className="turn" data-role="assistant" data-pending="" aria-busy={busy}>
					<span className="turn-role">Assistant</span>
					{pending ? <Markdown text={pending} /> : <p className="turn-text muted">Waiting for the first token…</p>}
				</li>
			)}
		</ol>
	);
}

/**
 * What a screen reader hears of a reply: that it started and that it ended, once each (a live region around
 * the streamed text would be read again at every chunk).
 */
export function ReplyAnnouncer({ replying, replied }: { replying: boolean; replied: boolean }) {
	return (
		<p className="sr-only" role="status">
			{replying ? "The assistant is replying…" : replied ? "The assistant replied." : ""}
		</p>
	);
}
