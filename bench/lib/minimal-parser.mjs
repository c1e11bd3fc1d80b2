// The baseline: a minimal hand-written parser of the same chat stream, as a developer would write it
// with no library. It handles only what this stream needs (LF line ends, one data line per event).
export async function* minimalChatStream(body) {
	const reader = body.getReader();
	const decoder = new TextDecoder();
	let buffer = "";
	for (;;) {
		const { done, value } = await reader.read();
		if (done) return;
		buffer += decoder.decode(value, { stream: true });
		let end = buffer.indexOf("\n\n");
		while (end !== -1) {
			const event = buffer.slice(0, end);
			buffer = buffer.slice(end + 2);
			if (event.startsWith("data: ")) {
				const data = event.slice(6);
				if (data === "[DONE]") return;
				yield JSON.parse(data);
			}
			end = buffer.indexOf("\n\n");
		}
	}
}
