/** js / fetch: a queued job followed by hand: submit, poll the status until COMPLETED, read the result, download. */
import { jsString } from "@modelyard/tasks";
import { FAL_PENDING_STATUSES } from "../../../providers/protocols/fal-queue.js";
import { fromEnvironment } from "../../tokens.js";
import type { SnippetTemplate } from "../../types.js";
import { fileSlots } from "../shared.js";
import { codeObject, headerEntries, payloadCode } from "./shared.js";

/** `result.images[0].url`; with several places, each tried in turn (`result.audio_file?.url ?? result.audio?.url`). */
function mediaUrlExpression(paths: readonly (readonly (string | number)[])[]): string {
	const optional = paths.length > 1;
	const access = (key: string | number, index: number) => {
		const step =
			typeof key === "number" ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${jsString(key)}]`;
		if (!optional || index === 0) return step;
		return step.startsWith(".") ? `?${step}` : `?.${step}`;
	};
	return paths.map((path) => `result${path.map(access).join("")}`).join(" ?? ");
}

const JSON_HELPER = `/** The JSON answer, or an error with the status and the server's words. */
async function json(request) {
	const response = await request;
	if (!response.ok) throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
	return response.json();
}

`;

export const fetchJob: SnippetTemplate = (given) => {
	const context = { ...given, token: fromEnvironment(given.token) };
	const { job } = context;
	if (!job || !context.providerInputs) return undefined;
	const readsFile = fileSlots(context).length > 0;
	const imports = `import { ${readsFile ? "readFile, " : ""}writeFile } from "node:fs/promises";\n\n`;
	const suffix = (path: string) => jsString(`${path}${job.query}`);
	const requestUrl = job.routerBase
		? `// The receipt names the request on fal's host: its path goes below the router's fal-ai base.\nconst requestUrl = ${jsString(job.routerBase)} + new URL(receipt.response_url).pathname;`
		: "// The receipt names the request: its status and result are below it.\nconst requestUrl = receipt.response_url;";
	const pending = FAL_PENDING_STATUSES.map((status) => `status !== ${jsString(status)}`).join(" && ");
	return `${imports}const headers = ${codeObject(headerEntries(context))};

${JSON_HELPER}${payloadCode(context)}
// Submit the job: fal's queue answers at once with a receipt, not the output.
const receipt = await json(
	fetch(${jsString(context.fullUrl)}, {
		method: "POST",
		headers: { ...headers, "Content-Type": "application/json" },
		body: JSON.stringify(payload),
	}),
);
${requestUrl}

// Poll its status until the job is done.
for (;;) {
	const { status } = await json(fetch(requestUrl + ${suffix("/status")}, { headers }));
	if (status === "COMPLETED") break;
	if (${pending}) throw new Error(\`The job ended with status \${status}\`);
	await new Promise((resolve) => setTimeout(resolve, 1000));
}

// Read the result, then download the output it names (a file on fal's CDN, or a data: URL).
const result = await json(fetch(requestUrl${job.query ? ` + ${jsString(job.query)}` : ""}, { headers }));
const output = await fetch(${mediaUrlExpression(job.mediaPaths)});
if (!output.ok) throw new Error(\`HTTP \${output.status} downloading the output\`);
await writeFile(${jsString(job.outputFile)}, Buffer.from(await output.arrayBuffer()));
console.log(${jsString(`Saved ${job.outputFile}`)});`;
};
