import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** TimesFM 2.5 has a from_pretrained class; 1.0 and 2.0 checkpoints load through hyper-parameters + checkpoint. */
function timesfmSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const inputs = `inputs = [np.sin(np.linspace(0, 20, 100)), np.linspace(0, 1, 200)]`;
	if (model.id.includes("2.5")) {
		return [
			`import numpy as np
import timesfm

model = timesfm.TimesFM_2p5_200M_torch.from_pretrained(${id})
model.compile(timesfm.ForecastConfig(max_context=1024, max_horizon=256, normalize_inputs=True))
${inputs}
point_forecast, quantile_forecast = model.forecast(horizon=12, inputs=inputs)`,
		];
	}
	// The 2.0 checkpoints are deeper, longer-context and drop positional embeddings.
	const v2 = model.id.includes("2.0")
		? `\n        num_layers=50,\n        use_positional_embedding=False,\n        context_len=2048,`
		: "";
	return [
		`import numpy as np
import timesfm

model = timesfm.TimesFm(
    hparams=timesfm.TimesFmHparams(
        backend="cpu",
        per_core_batch_size=32,
        horizon_len=128,${v2}
    ),
    checkpoint=timesfm.TimesFmCheckpoint(huggingface_repo_id=${id}),
)
${inputs}
point_forecast, quantile_forecast = model.forecast(inputs, freq=[0, 0])`,
	];
}

export const timesfm: LibraryUiElement = {
	prettyLabel: "TimesFM",
	repoName: "timesfm",
	repoUrl: "https://github.com/google-research/timesfm",
	filter: false,
	snippets: timesfmSnippets,
	countDownloads: `path:"config.json" OR path:"torch_model.ckpt" OR path:"checkpoints/checkpoint_1100000/state/checkpoint" OR path:"checkpoints/checkpoint_2150000/state/checkpoint"`,
};
