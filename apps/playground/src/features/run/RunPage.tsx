import { href } from "../../app/router.js";
import { SAMPLE_MODELS } from "../../data/sample-models.js";
import { taskLabel } from "../../data/task-label.js";
import { useModel } from "../model/useModel.js";
import { ChatPanel } from "./ChatPanel.js";
import { forgetChat } from "./chat-storage.js";
import { forgetRunHistory } from "./history.js";
import { TaskPanel } from "./TaskPanel.js";

const modelOf = (modelId: string | undefined) => modelId ?? SAMPLE_MODELS[0]!.id;

/** Forgets what this browser keeps for a model's run page: its chat and its earlier runs. */
export function forgetRunPage(modelId: string | undefined): void {
	const model = modelOf(modelId);
	forgetChat(model);
	forgetRunHistory(`run:${model}`);
	forgetRunHistory(`chat:${model}`);
}

export function RunPage({ modelId }: { modelId: string | undefined }) {
	const state = useModel(modelOf(modelId));
	if (state.status === "error") {
		return (
			<p className="error" role="alert">
				{state.message}
			</p>
		);
	}
	if (state.status !== "ready") return <p>Loading…</p>;
	const { model, providers } = state;
	return (
		<section aria-labelledby="run-title">
			<h1 id="run-title">Run {model.id}</h1>
			<p className="meta">
				{taskLabel(model.pipeline_tag)} · <a href={href("model", ...model.id.split("/"))}>snippets</a>
			</p>
			<nav aria-label="Other sample models" className="sample-links">
				Other samples:{" "}
				{SAMPLE_MODELS.filter((m) => m.id !== model.id).map((m) => (
					<a key={m.id} className="sample-link" href={href("run", ...m.id.split("/"))}>
						{m.pipeline_tag}
					</a>
				))}
			</nav>
			{model.tags.includes("conversational") ? (
				<ChatPanel model={model} providers={providers} />
			) : (
				<TaskPanel model={model} providers={providers} key={model.id} />
			)}
		</section>
	);
}
