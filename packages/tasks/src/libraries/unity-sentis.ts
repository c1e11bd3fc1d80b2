import type { ModelData } from "../model-data.js";
import { placeholderComment } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** A C# MonoBehaviour for Unity Sentis 2.x: the model asset comes from this repo, imported into the project. */
function unitySentisSnippets(model: ModelData): string[] {
	const source = placeholderComment(
		`Import the .sentis (or .onnx) file from https://huggingface.co/${model.id} into Assets/,\nthen drag it onto modelAsset in the Inspector.`,
		"csharp",
	);
	return [
		`using Unity.Sentis;
using UnityEngine;

public class RunModel : MonoBehaviour
{
${indent(source, "    ")}
    public ModelAsset modelAsset;
    Worker worker;

    void Start()
    {
        Model model = ModelLoader.Load(modelAsset);
        worker = new Worker(model, BackendType.GPUCompute);
        // worker.Schedule(inputTensor); then read worker.PeekOutput()
    }

    void OnDestroy()
    {
        worker?.Dispose();
    }
}`,
	];
}

function indent(text: string, prefix: string): string {
	return text
		.split("\n")
		.map((line) => prefix + line)
		.join("\n");
}

export const unitySentis: LibraryUiElement = {
	prettyLabel: "unity-sentis",
	repoName: "unity-sentis",
	repoUrl: "https://github.com/Unity-Technologies/sentis-samples",
	filter: true,
	snippets: unitySentisSnippets,
	countDownloads: `path_extension:"sentis"`,
};
