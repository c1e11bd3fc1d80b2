import type { ReactNode } from "react";

interface Props {
	draft: string;
	onDraft: (text: string) => void;
	onSend: () => void;
	sendLabel?: string;
	/** While busy, Send waits and Stop stops the reply (Stop is always there when `onStop` is given). */
	busy?: boolean;
	/** Not ready to send yet (e.g. offline, the recorded chat is still loading). */
	waiting?: boolean;
	onStop?: () => void;
	/** More buttons beside Send. */
	children?: ReactNode;
}

/** The message being written: Enter sends, Shift+Enter breaks the line. */
export function MessageBox({
	draft,
	onDraft,
	onSend,
	sendLabel = "Send",
	busy = false,
	waiting = false,
	onStop,
	children,
}: Props) {
	return (
		<form
			className="message-box"
			onSubmit={(e) => {
				e.preventDefault();
				onSend();
			}}
		>
			<textarea
				aria-label="Message"
				placeholder="Write a message (Enter sends, Shift+Enter breaks the line)"
				rows={3}
				value={draft}
				onChange={(e) => onDraft(e.target.value)}
				onKeyDown={(e) => {
					// While composing (IME), Enter picks a candidate rather than sending.
					if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
						e.preventDefault();
						onSend();
					}
				}}
			/>
			<div className="message-actions">
				<button className="primary" type="submit" disabled={busy || waiting || draft.trim() === ""}>
					{sendLabel}
				</button>
				{onStop && (
					<button type="button" onClick={onStop} disabled={!busy}>
						Stop
					</button>
				)}
				{children}
			</div>
		</form>
	);
}
