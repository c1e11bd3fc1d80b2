import type { LibraryUiElement } from "./types.js";

/**
 * CoTracker loads through torch.hub from its GitHub repo, which fetches the weights from the Hub
 * (facebook/cotracker3) itself, so the snippet does not depend on the model.
 */
const usage = (): string[] => [
	`# pip install imageio[ffmpeg]
import imageio.v3 as iio
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
frames = iio.imread("video.mp4", plugin="FFMPEG")  # (frames, height, width, 3)
video = torch.tensor(frames).permute(0, 3, 1, 2)[None].float().to(device)  # (1, frames, 3, height, width)

cotracker = torch.hub.load("facebookresearch/co-tracker", "cotracker3_offline").to(device)
pred_tracks, pred_visibility = cotracker(video, grid_size=10)  # (1, frames, points, 2), (1, frames, points)`,
];

export const cotracker: LibraryUiElement = {
	prettyLabel: "CoTracker",
	repoName: "CoTracker",
	repoUrl: "https://github.com/facebookresearch/co-tracker",
	filter: false,
	countDownloads: `path_extension:"pth"`,
	snippets: usage,
};
