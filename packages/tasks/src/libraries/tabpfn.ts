import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** TabPFN takes a checkpoint path; repos hold classifier and/or regressor checkpoints (.ckpt). */
function tabpfnSnippets(model: ModelData): string[] {
	const isRegressor = /reg/i.test(model.id);
	const estimator = isRegressor ? "TabPFNRegressor" : "TabPFNClassifier";
	const pattern = isRegressor ? "*regressor*.ckpt" : "*classifier*.ckpt";
	const dataset = isRegressor ? "load_diabetes" : "load_breast_cancer";
	return [
		`# pip install tabpfn
from pathlib import Path

from huggingface_hub import snapshot_download
from sklearn.datasets import ${dataset}
from sklearn.model_selection import train_test_split
from tabpfn import ${estimator}

model_dir = Path(snapshot_download(${pythonString(model.id)}, allow_patterns=["*.ckpt"]))
checkpoint = next(model_dir.glob(${pythonString(pattern)}))

X, y = ${dataset}(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)
model = ${estimator}(model_path=str(checkpoint))
model.fit(X_train, y_train)
predictions = model.predict(X_test)`,
	];
}

export const tabpfn: LibraryUiElement = {
	prettyLabel: "TabPFN",
	repoName: "TabPFN",
	repoUrl: "https://github.com/PriorLabs/TabPFN",
	filter: false,
	snippets: tabpfnSnippets,
};
