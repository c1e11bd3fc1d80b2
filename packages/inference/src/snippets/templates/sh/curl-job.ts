/**
 * sh / curl: a queued job followed by hand: submit, poll the status until COMPLETED, read the result, download. fal
 * answers one line of JSON; sed reads the few fields needed, so the snippet needs nothing beyond curl.
 */
import { shellSingleQuoted } from "@modelyard/tasks";
import { FAL_PENDING_STATUSES } from "../../../providers/protocols/fal-queue.js";
import { fromEnvironment } from "../../tokens.js";
import type { SnippetTemplate } from "../../types.js";
import { command, headerWords, jsonData, jsonWithFileOnStdin } from "./shared.js";

const escapeRegex = (text: string): string => text.replace(/[.[\]*^$\\/|(){}+?]/g, "\\$&");

/**
 * A sed -E pattern capturing the string at `path` of a one-line JSON answer: each object on the way is entered
 * without crossing into a nested one (`"images": *\[ *\{[^{}]*"url": *"([^"]*)"`).
 */
function pathPattern(path: readonly (string | number)[]): string {
	return path
		.map((key, index) => {
			// The list's item `key`: the items before it skipped whole.
			if (typeof key === "number") return `${"\\{[^{}]*\\}, *".repeat(key)}\\{[^{}]*`;
			const name = `"${escapeRegex(key)}": *`;
			if (index === path.length - 1) return `${name}"([^"]*)"`;
			return typeof path[index + 1] === "number" ? `${name}\\[ *` : `${name}\\{[^{}]*`;
		})
		.join("");
}

/** `sed -nE` printing the string at the first of `paths` the answer holds. */
const sedReading = (paths: readonly (readonly (string | number)[])[]): string =>
	`sed -nE ${paths.map((path) => `-e ${shellSingleQuoted(`s/.*${pathPattern(path)}.*/\\1/p`)}`).join(" ")}`;

export const curlJob: SnippetTemplate = (given) => {
	const context = { ...given, token: fromEnvironment(given.token) };
	const { job } = context;
	if (!job || !context.providerInputs) return undefined;
	const onStdin = jsonWithFileOnStdin(context);
	const submit = onStdin
		? `${onStdin} | ${command(context, "application/json", "--data-binary @-", "", "-fsS ")}`
		: command(context, "application/json", jsonData(context), "", "-fsS ");
	const headers = headerWords(context).join(" ");
	const requestUrl = job.routerBase
		? `# The receipt names the request on fal's host: its path goes below the router's fal-ai base.\nrequest_url=${shellSingleQuoted(job.routerBase)}$(printf '%s' "$receipt" | sed -nE ${shellSingleQuoted('s/.*"response_url": *"[a-z]+:\\/\\/[^\\/"]*([^"]*)".*/\\1/p')})`
		: `# The receipt names the request: its status and result are below it.\nrequest_url=$(printf '%s' "$receipt" | ${sedReading([["response_url"]])})`;
	const get = (path: string) =>
		`curl -fsS "$request_url"${path || job.query ? shellSingleQuoted(`${path}${job.query}`) : ""} ${headers}`;
	const output = shellSingleQuoted(job.outputFile);
	return `set -eo pipefail

# Submit the job: fal's queue answers at once with a receipt, not the output.
receipt=$(${submit})
${requestUrl}

# Poll its status until the job is done.
while :; do
    status=$(${get("/status")} | ${sedReading([["status"]])})
    case "$status" in
        COMPLETED) break ;;
        ${FAL_PENDING_STATUSES.join("|")}) sleep 1 ;;
        *) echo "The job ended with status $status" >&2; exit 1 ;;
    esac
done

# Read the result, then download the output it names (a file on fal's CDN, or a data: URL).
output_url=$(${get("")} | ${sedReading(job.mediaPaths)})
case "$output_url" in
    data:*) printf '%s' "\${output_url#*,}" | base64 -d > ${output} ;;
    *) curl -fsS "$output_url" -o ${output} ;;
esac
echo ${shellSingleQuoted(`Saved ${job.outputFile}`)}`;
};
