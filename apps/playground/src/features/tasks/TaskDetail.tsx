import {
	MODALITY_LABELS,
	PIPELINE_DATA,
	PIPELINE_TYPES_SET,
	type PipelineData,
	type PipelineType,
} from "@modelyard/tasks";
import { href } from "../../app/router.js";

export function TaskDetail({ taskId }: { taskId: string }) {
	if (!PIPELINE_TYPES_SET.has(taskId as PipelineType)) {
		return (
			<section>
				<h1>Unknown task</h1>
				<p>
					There is no task <code>{taskId}</code> in the catalogue. <a href={href("tasks")}>See every task</a>.
				</p>
			</section>
		);
	}
	const id = taskId as PipelineType;
	const data: PipelineData = PIPELINE_DATA[id];
	return (
		<article aria-labelledby="task-title">
			<p>
				<a href={href("tasks")}>← All tasks</a>
			</p>
			<h1 id="task-title">{data.name}</h1>
			<p className="meta">
				<code>{id}</code> · {MODALITY_LABELS[data.modality]}
			</p>
			{data.subtasks && data.subtasks.length > 0 && (
				<>
					<h2>Subtasks</h2>
					<ul className="chips">
						{data.subtasks.map((subtask) => (
							<li key={subtask.type} title={subtask.type}>
								{subtask.name}
							</li>
						))}
					</ul>
				</>
			)}
		</article>
	);
}
