/**
 * Runs generated snippets with their HTTP layer faked, to see the request each one really sends: JS snippets
 * in-process (with a fake `fetch`, our client standing for @huggingface/inference, a fake OpenAI), Python snippets
 * in python3 with fake `requests` / `fal_client` / `openai` modules, curl snippets in bash with a fake `curl`. Files the snippets read
 * are the real samples of ../shared/data/assets.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { InferenceClient } from "@modelyard/inference";

export const ASSETS_DIR = fileURLToPath(new URL("../../../../../shared/data/assets/", import.meta.url));

/**
 * What reached the wire: the URL, and the body as JSON, for raw bytes their SHA-256, or for a multipart form
 * `{form: {name: text, or {fileSha256} for a file}}`.
 */
export interface SentRequest {
	url: string;
	body: unknown;
}

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

export const rawBody = (bytes: Uint8Array) => ({ rawSha256: sha256(bytes) });

/** A sample file's bytes, as our client would be given them. */
export const assetBytes = (name: string): Uint8Array<ArrayBuffer> =>
	Uint8Array.from(readFileSync(join(ASSETS_DIR, name)));

/** The body a fetch call was given, normalised like the other runners' captures. */
async function capturedBody(body: RequestInit["body"]): Promise<unknown> {
	if (typeof body === "string") return JSON.parse(body);
	if (body instanceof Blob) return rawBody(new Uint8Array(await body.arrayBuffer()));
	if (body instanceof Uint8Array) return rawBody(body);
	if (body instanceof FormData) {
		const form: Record<string, unknown> = {};
		for (const [name, value] of body.entries()) {
			form[name] =
				typeof value === "string" ? value : { fileSha256: sha256(new Uint8Array(await value.arrayBuffer())) };
		}
		return { form };
	}
	throw new TypeError(`unexpected fetch body ${Object.prototype.toString.call(body)}`);
}

const HUB_PREFIX = "https://huggingface.co/api/";

/**
 * A fetch answering hub mapping lookups with `mapping` and every other call with `answer`, recording the first
 * non-hub request (the inference call). `sent()` waits for it: snippets may send after their code has returned.
 */
export function recordingFetch(mapping: unknown, answer: () => Response) {
	let record: ((request: Promise<SentRequest>) => void) | undefined;
	const recorded = new Promise<SentRequest>((resolve) => {
		record = resolve;
	});
	const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
		const url = String(input);
		if (url.startsWith(HUB_PREFIX)) {
			return Response.json({ inferenceProviderMapping: mapping });
		}
		record?.(capturedBody(init.body).then((body) => ({ url, body })));
		record = undefined;
		return answer();
	};
	const sent = async (): Promise<SentRequest> => {
		let timer: ReturnType<typeof setTimeout> | undefined;
		const timeout = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error("no inference request was sent")), 5000);
		});
		try {
			return await Promise.race([recorded, timeout]);
		} finally {
			clearTimeout(timer);
		}
	};
	return { fetch: fakeFetch as typeof fetch, sent };
}

/** A tiny PNG as fal and the router return it, so a client call completes without a download. */
const ONE_PIXEL_PNG =
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/**
 * Answers shaped like the providers' for the tasks the tests run (chat, image, speech recognition); for fal's
 * queue, the same answer is the receipt, the COMPLETED status and the result.
 */
export function plausibleAnswer(): Response {
	return Response.json({
		request_id: "x",
		response_url: "https://queue.fal.run/fal-ai/model/requests/x",
		status: "COMPLETED",
		choices: [{ index: 0, message: { role: "assistant", content: "Kilimanjaro" }, finish_reason: "stop" }],
		created: 0,
		id: "x",
		model: "m",
		system_fingerprint: null,
		usage: {},
		images: [{ url: `data:image/png;base64,${ONE_PIXEL_PNG}` }],
		text: "hello",
	});
}

const IMPORT_LINE = /^import .* from "[^"]+";\n/gm;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
	...parameters: string[]
) => (...values: unknown[]) => Promise<void>;

/**
 * Runs a js snippet (fetch or huggingface.js) and returns the first inference request it sent. Our client stands
 * for @huggingface/inference (it is a drop-in) with `fetchImpl` injected; hub lookups get `mapping`.
 */
export async function runJsSnippet(code: string, mapping: unknown = {}): Promise<SentRequest> {
	const network = recordingFetch(mapping, plausibleAnswer);
	const Client = class extends InferenceClient {
		constructor(accessToken?: string) {
			super(accessToken, { fetch: network.fetch });
		}
	};
	// The openai SDK posts its keyword arguments as the JSON body to `{baseURL}/chat/completions`.
	const OpenAI = class {
		chat: { completions: { create: (body: object) => Promise<unknown> } };
		constructor({ baseURL }: { baseURL: string }) {
			const create = (body: object) => network.fetch(`${baseURL}/chat/completions`, { body: JSON.stringify(body) });
			this.chat = { completions: { create } };
		}
	};
	const readAsset = (path: string) => readFile(join(ASSETS_DIR, path));
	const environment = { env: { HF_TOKEN: "hf_runToken", FAL_KEY: "fal_runKey" } };
	const names = ["fetch", "readFile", "InferenceClient", "OpenAI", "process", "console"];
	const run = new AsyncFunction(...names, code.replace(IMPORT_LINE, ""));
	const quiet = { log: () => {} };
	// The client may refuse the fake answer after sending: only the request matters here.
	await run(network.fetch, readAsset, Client, OpenAI, environment, quiet).catch(() => {});
	return network.sent();
}

const FAKE_REQUESTS = `
import base64, hashlib, json, os
def post(url, headers=None, json=None, data=None, files=None, stream=False):
    if files is not None:
        form = dict(data or {})
        for name, f in files.items():
            form[name] = {"fileSha256": hashlib.sha256(f.read()).hexdigest()}
        body = {"form": form}
    else:
        body = json if json is not None else {"rawSha256": hashlib.sha256(data).hexdigest()}
    print(_json.dumps({"url": url, "body": body}))
    os._exit(0)
import json as _json
`;

const FAKE_FAL_CLIENT = `
import json, os
def subscribe(application, arguments=None, with_logs=False):
    print(json.dumps({"url": "https://fal.run/" + application, "body": arguments}))
    os._exit(0)
`;

const FAKE_OPENAI = `
import json, os
class _Completions:
    def __init__(self, base_url):
        self.base_url = base_url
    def create(self, **body):
        print(json.dumps({"url": self.base_url + "/chat/completions", "body": body}))
        os._exit(0)
class _Chat:
    def __init__(self, base_url):
        self.completions = _Completions(base_url)
class OpenAI:
    def __init__(self, base_url, api_key):
        self.chat = _Chat(base_url)
`;

/** A folder holding the samples (linked) and the fake modules, removed after `use`. */
function withSandbox<T>(use: (dir: string) => T): T {
	const dir = mkdtempSync(join(tmpdir(), "snippet-run-"));
	try {
		for (const name of ["sample1.flac", "sample2.wav", "cats.png", "invoice.png"]) {
			symlinkSync(join(ASSETS_DIR, name), join(dir, name));
		}
		writeFileSync(join(dir, "requests.py"), FAKE_REQUESTS);
		writeFileSync(join(dir, "fal_client.py"), FAKE_FAL_CLIENT);
		writeFileSync(join(dir, "openai.py"), FAKE_OPENAI);
		return use(dir);
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

const RUN_ENVIRONMENT = { ...process.env, HF_TOKEN: "hf_runToken", FAL_KEY: "fal_runKey" };

/** Runs a python requests / fal_client / openai snippet; returns the request its HTTP call was given. */
export function runPythonSnippet(code: string): SentRequest {
	return withSandbox((dir) => {
		writeFileSync(join(dir, "snippet.py"), code);
		// Bodies carrying a whole sample file run to megabytes.
		const out = execFileSync("python3", ["snippet.py"], {
			cwd: dir,
			env: RUN_ENVIRONMENT,
			encoding: "utf8",
			maxBuffer: 64 * 1024 * 1024,
		});
		return JSON.parse(out) as SentRequest;
	});
}

/**
 * A `curl` that writes its URL and body (`-d`, `--data-binary`, `@file`, `@-`) to files instead of sending; form
 * parts (`-F name=@file`, `--form-string name=value`) go to sent.form, one `kind<TAB>name<TAB>value` line each. Only
 * the first call is kept: a queued job's snippet goes on to poll (and, answered nothing, stops).
 */
const FAKE_CURL = `curl() {
  [ -e sent.url ] && return 0
  # Flags before the URL (a job's -fsS) take no value.
  while [ "\${1#-}" != "$1" ]; do shift; done
  local url="$1" data=""
  shift
  : > sent.form
  while [ $# -gt 0 ]; do
    case "$1" in
      -d|--data-binary) data="$2"; shift ;;
      -F) printf 'file\\t%s\\t%s\\n' "\${2%%=*}" "\${2#*=@}" >> sent.form; shift ;;
      --form-string) printf 'text\\t%s\\t%s\\n' "\${2%%=*}" "\${2#*=}" >> sent.form; shift ;;
    esac
    shift
  done
  printf '%s' "$url" > sent.url
  case "$data" in
    @-) cat > sent.body ;;
    @*) cat "\${data#@}" > sent.body ;;
    *) printf '%s' "$data" > sent.body ;;
  esac
}
`;

/** The form parts the fake curl wrote, read as the other runners capture a form (files by their SHA-256). */
function curlForm(dir: string): { form: Record<string, unknown> } | undefined {
	const lines = readFileSync(join(dir, "sent.form"), "utf8")
		.split("\n")
		.filter((line) => line !== "");
	if (lines.length === 0) return undefined;
	const form: Record<string, unknown> = {};
	for (const line of lines) {
		const [kind, name = "", value = ""] = line.split("\t");
		form[name] = kind === "file" ? { fileSha256: sha256(readFileSync(join(dir, value))) } : value;
	}
	return { form };
}

/** Runs a curl snippet; a body that is not JSON is taken as raw bytes. */
export function runCurlSnippet(code: string): SentRequest {
	return withSandbox((dir) => {
		try {
			execFileSync("bash", ["-c", FAKE_CURL + code], { cwd: dir, env: RUN_ENVIRONMENT, stdio: "pipe" });
		} catch (error) {
			// A queued job's snippet fails once its polls are answered nothing: only the request it sent matters here.
			if (!existsSync(join(dir, "sent.url"))) throw error;
		}
		const form = curlForm(dir);
		if (form) return { url: readFileSync(join(dir, "sent.url"), "utf8"), body: form };
		const bytes = new Uint8Array(readFileSync(join(dir, "sent.body")));
		let body: unknown;
		try {
			body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
		} catch {
			body = rawBody(bytes);
		}
		return { url: readFileSync(join(dir, "sent.url"), "utf8"), body };
	});
}
