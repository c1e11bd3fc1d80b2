// Requests sent byte for byte on a fresh connection: what fetch and URL would normalise away (backslashes,
// encoded dots, malformed escapes, a forged Host) reaches the server as written.
import { connect } from "node:net";

export interface RawAnswer {
	status: number;
	headers: Record<string, string>;
	body: string;
}

/**
 * Sends `head` (its lines joined with CRLF, `Connection: close` added) and `body` to the server at `url`, and reads
 * the answer until the server closes the connection. Rejects when nothing came back within `timeoutMs`.
 */
export function rawRequest(
	url: string,
	head: string,
	body: Buffer | string = "",
	timeoutMs = 5_000,
): Promise<RawAnswer> {
	const { hostname, port } = new URL(url);
	return new Promise((resolve, reject) => {
		const received: Buffer[] = [];
		const socket = connect(Number(port), hostname, () => {
			socket.write(`${head.trim().split("\n").join("\r\n")}\r\nConnection: close\r\n\r\n`);
			// The server may answer and close before reading all of a refused body.
			socket.write(body, () => undefined);
		});
		socket.setTimeout(timeoutMs, () => {
			socket.destroy();
			reject(new Error(`No answer within ${timeoutMs} ms to ${head.split("\n")[0]}`));
		});
		socket.on("data", (chunk) => received.push(chunk));
		socket.on("error", (error: NodeJS.ErrnoException) => {
			if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
		});
		socket.on("close", () => {
			const text = Buffer.concat(received).toString("latin1");
			const [headText = "", ...rest] = text.split("\r\n\r\n");
			const [statusLine = "", ...lines] = headText.split("\r\n");
			const headers = Object.fromEntries(
				lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
			);
			resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
		});
	});
}
