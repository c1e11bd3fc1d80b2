/** python / requests: a queued job followed by hand: submit, poll the status until COMPLETED, read the result, download. */
import { pythonString, toPythonLiteral } from "@modelyard/tasks";
import { FAL_PENDING_STATUSES } from "../../../providers/protocols/fal-queue.js";
import { fromEnvironment, pythonAuthorization } from "../../tokens.js";
import type { SnippetContext, SnippetTemplate } from "../../types.js";
import { fileSlots } from "../shared.js";
import { codeDict, encodeFileInto, pythonImports } from "./shared.js";

const pathCode = (path: readonly (string | number)[]): string =>
	`result${path.map((key) => `[${typeof key === "number" ? key : pythonString(key)}]`).join("")}`;

/** `result["images"][0]["url"]`; with several places, each tried in turn by its first key. */
function mediaUrlExpression(paths: readonly (readonly (string | number)[])[]): string {
	const [last = [], ...earlier] = [...paths].reverse();
	return earlier.reduce(
		(otherwise, path) => `${pathCode(path)} if ${pythonString(String(path[0]))} in result else ${otherwise}`,
		pathCode(last),
	);
}

function headers(context: SnippetContext): string {
	const entries: [string, string][] = [["Authorization", pythonAuthorization(context.token)]];
	if (context.billTo) entries.push(["X-HF-Bill-To", pythonString(context.billTo)]);
	for (const [name, value] of context.extraHeaders) entries.push([name, pythonString(value)]);
	return codeDict(entries);
}

const GET_JSON = `def get_json(url):
    response = requests.get(url, headers=headers)
    response.raise_for_status()
    return response.json()

`;

export const requestsJob: SnippetTemplate = (given) => {
	const context = { ...given, token: fromEnvironment(given.token) };
	const { job, providerInputs } = context;
	if (!job || !providerInputs) return undefined;
	const slots = fileSlots(context);
	const imports = ["import base64", "import time", ...(job.routerBase ? ["from urllib.parse import urlparse"] : [])];
	const suffix = (path: string) => pythonString(`${path}${job.query}`);
	const requestUrl = job.routerBase
		? `# The receipt names the request on fal's host: its path goes below the router's fal-ai base.\nrequest_url = ${pythonString(job.routerBase)} + urlparse(receipt["response_url"]).path`
		: `# The receipt names the request: its status and result are below it.\nrequest_url = receipt["response_url"]`;
	const pending = `(${FAL_PENDING_STATUSES.map(pythonString).join(", ")})`;
	const payload = `payload = ${toPythonLiteral(providerInputs)}\n${slots.length > 0 ? encodeFileInto(slots, context) : "\n"}`;
	return `${pythonImports(context.token, [...imports, "import requests"])}

headers = ${headers(context)}

${GET_JSON}${payload}# Submit the job: fal's queue answers at once with a receipt, not the output.
response = requests.post(${pythonString(context.fullUrl)}, headers=headers, json=payload)
response.raise_for_status()
receipt = response.json()
${requestUrl}

# Poll its status until the job is done.
while True:
    status = get_json(request_url + ${suffix("/status")})["status"]
    if status == "COMPLETED":
        break
    if status not in ${pending}:
        raise RuntimeError(f"The job ended with status {status}")
    time.sleep(1)

# Read the result, then download the output it names (a file on fal's CDN, or a data: URL).
result = get_json(request_url${job.query ? ` + ${pythonString(job.query)}` : ""})
output_url = ${mediaUrlExpression(job.mediaPaths)}
if output_url.startswith("data:"):
    output = base64.b64decode(output_url.split(",", 1)[1])
else:
    response = requests.get(output_url)
    response.raise_for_status()
    output = response.content
with open(${pythonString(job.outputFile)}, "wb") as f:
    f.write(output)
print(${pythonString(`Saved ${job.outputFile}`)})`;
};
