import type { LibraryUiElement } from "./types.js";

// The estimators fetch the SAP/sap-rpt-1-oss checkpoint themselves (a gated repo: accept its license first).
const usage = (): string[] => [
	`# pip install git+https://github.com/SAP-samples/sap-rpt-1-oss
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
from sap_rpt_oss import SAP_RPT_OSS_Classifier

X, y = load_breast_cancer(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

# In-context learning: fit() stores the labelled rows, predict() reads them as context
classifier = SAP_RPT_OSS_Classifier(max_context_size=4096, bagging=4)
classifier.fit(X_train, y_train)
predictions = classifier.predict(X_test)`,
];

export const sapRpt1Oss: LibraryUiElement = {
	prettyLabel: "sap-rpt-1-oss",
	repoName: "sap-rpt-1-oss",
	repoUrl: "https://github.com/SAP-samples/sap-rpt-1-oss",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"pt"`,
};
