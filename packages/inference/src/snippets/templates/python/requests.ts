/** python / requests: the raw HTTP call the client makes, with the body it really sends. */
import { pythonString, toPythonLiteral } from "@modelyard/tasks";
import { pythonAuthorization } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { answersAudioAsJson, answersWithBytes, fileSlots } from "../shared.js";
import { requestsJob } from "./requests-job.js";
import { codeDict, encodeFileInto, pythonImports } from "./shared.js";

function prelude(context: SnippetContext, extraImports: readonly string[] = []): string {
	const headers: [string, string][] = [["Authorization", pythonAuthorization(context.token)]];
	if (context.billTo) headers.push(["X-HF-Bill-To", pythonString(context.billTo)]);
	for (const [name, value] of context.extraHeaders) headers.push([name, pythonString(value)]);
	const imports = pythonImports(context.token, [...extraImports, "import requests"]);
	return `${imports}\n\nAPI_URL = ${pythonString(context.fullUrl)}\nheaders = ${codeDict(headers)}\n\n`;
}

const queryJson = (answer: "response.json()" | "response.content") =>
	`def query(payload):\n    response = requests.post(API_URL, headers=headers, json=payload)\n    return ${answer}\n\n`;

const body = (context: SnippetContext): string => toPythonLiteral(context.providerInputs ?? {});

/** JSON in, JSON out: basic tasks, zero-shot, tabular, chat. */
const jsonCall: SnippetTemplate = (context) => {
	if (!context.providerInputs) return undefined;
	return `${prelude(context)}${queryJson("response.json()")}output = query(${body(context)})\n\nprint(output)`;
};

const conversational: SnippetTemplate = (context) => {
	if (!context.providerInputs) return undefined;
	return `${prelude(context)}${queryJson("response.json()")}response = query(${body(context)})\n\nprint(response["choices"][0]["message"])`;
};

const STREAM_QUERY = `def query(payload):
    response = requests.post(API_URL, headers=headers, json=payload, stream=True)
    for line in response.iter_lines():
        if not line.startswith(b"data:"):
            continue
        data = line[len(b"data:"):].strip()
        if data == b"[DONE]":
            return
        yield json.loads(data)

`;

const conversationalStream: SnippetTemplate = (context) => {
	if (!context.providerInputs) return undefined;
	return `${prelude(context, ["import json"])}${STREAM_QUERY}chunks = query(${body(context)})\n\nfor chunk in chunks:\n    print(chunk["choices"][0]["delta"].get("content") or "", end="")`;
};

/** The raw file is the body: only when the built request sends raw bytes. */
const fileBody: SnippetTemplate = (context) => {
	if (context.providerInputs || context.form || !context.file) return undefined;
	const contentType = `{"Content-Type": ${pythonString(context.file.mimeType)}, **headers}`;
	const query = `def query(filename):\n    with open(filename, "rb") as f:\n        data = f.read()\n    response = requests.post(API_URL, headers=${contentType}, data=data)\n    return response.json()\n\n`;
	return `${prelude(context)}${query}output = query(${pythonString(context.file.path)})\n\nprint(output)`;
};

/** A multipart upload (OpenAI-style transcription): the file as a part, the other fields as form data. */
const formUpload: SnippetTemplate = (context) => {
	if (!context.form || !context.file) return undefined;
	const { fileField, fields } = context.form;
	const data = codeDict(fields.map(([name, value]) => [name, pythonString(value)]));
	const post = `requests.post(API_URL, headers=headers, files={${pythonString(fileField)}: f}, data=data)`;
	const query = `data = ${data}\n\ndef query(filename):\n    with open(filename, "rb") as f:\n        response = ${post}\n    return response.json()\n\n`;
	return `${prelude(context)}${query}output = query(${pythonString(context.file.path)})\n\nprint(output)`;
};

/** A JSON body carrying the file base64-encoded (document QA, image-to-image, zero-shot image, fal audio). */
const base64FileInJson: SnippetTemplate = (context) => {
	const slots = fileSlots(context);
	if (slots.length === 0) return undefined;
	// Image-to-image answers the image's bytes (hf-inference); JSON providers answer JSON (a job, a URL).
	const bytes = context.shape === "imageToImage" && answersWithBytes(context);
	const answer = bytes ? "response.content" : "response.json()";
	const encode = encodeFileInto(slots, context);
	const output = bytes
		? "image_bytes = query(payload)\n\n# You can open the image with PIL, for example\nimport io\nfrom PIL import Image\nimage = Image.open(io.BytesIO(image_bytes))"
		: "output = query(payload)\n\nprint(output)";
	return `${prelude(context, ["import base64"])}${queryJson(answer)}payload = ${body(context)}\n${encode}${output}`;
};

/** The file as a form part, as the body, or inside a JSON body (fal), as the built request has it. */
const fileCall: SnippetTemplate = (context) => formUpload(context) ?? fileBody(context) ?? base64FileInJson(context);

const textToImage: SnippetTemplate = (context) => {
	if (!context.providerInputs) return undefined;
	if (!answersWithBytes(context)) return jsonCall(context);
	return `${prelude(context)}${queryJson("response.content")}image_bytes = query(${body(context)})\n\n# You can open the image with PIL, for example\nimport io\nfrom PIL import Image\nimage = Image.open(io.BytesIO(image_bytes))`;
};

const textToAudio: SnippetTemplate = (context) => {
	if (!context.providerInputs) return undefined;
	if (answersAudioAsJson(context)) {
		if (!answersWithBytes(context)) return jsonCall(context);
		return `${prelude(context)}${queryJson("response.json()")}audio, sampling_rate = query(${body(context)})\n\n# You can play the audio in a notebook with IPython, for example\nfrom IPython.display import Audio\nAudio(audio, rate=sampling_rate)`;
	}
	return `${prelude(context)}${queryJson("response.content")}audio_bytes = query(${body(context)})\n\n# You can play the audio in a notebook with IPython, for example\nfrom IPython.display import Audio\nAudio(audio_bytes)`;
};

/** Only a dedicated endpoint's raw call: a provider's video call is a job to follow, which its SDK does. */
const textToVideo: SnippetTemplate = (context) => {
	if (!context.endpointUrl || !context.providerInputs) return undefined;
	return `${prelude(context)}${queryJson("response.content")}video_bytes = query(${body(context)})`;
};

export const requestsClient: ClientTemplates = {
	language: "python",
	client: "requests",
	job: requestsJob,
	templates: {
		basic: jsonCall,
		basicAudio: fileCall,
		basicImage: fileCall,
		conversational,
		conversationalStream,
		documentQuestionAnswering: base64FileInJson,
		imageToImage: base64FileInJson,
		tabular: jsonCall,
		textToAudio,
		textToImage,
		textToVideo,
		zeroShotClassification: jsonCall,
		zeroShotImageClassification: base64FileInJson,
	},
};
