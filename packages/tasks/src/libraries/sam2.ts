import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** SAM 2 has an image predictor and a video predictor, both loadable from a Hub repo. */
function sam2Snippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const image = `import numpy as np
import torch
from PIL import Image
from sam2.sam2_image_predictor import SAM2ImagePredictor

predictor = SAM2ImagePredictor.from_pretrained(${id})
image = np.array(Image.open("image.jpg").convert("RGB"))

with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    predictor.set_image(image)
    # One foreground click at (x=500, y=375); boxes and masks are accepted as prompts too
    masks, scores, logits = predictor.predict(
        point_coords=np.array([[500, 375]]),
        point_labels=np.array([1]),
    )`;
	const video = `import numpy as np
import torch
from sam2.sam2_video_predictor import SAM2VideoPredictor

predictor = SAM2VideoPredictor.from_pretrained(${id})

with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    state = predictor.init_state("video_frames_dir")  # a folder of JPEG frames, or an .mp4 file
    # Prompt object 1 with a click on the first frame
    frame_idx, object_ids, masks = predictor.add_new_points_or_box(
        state,
        frame_idx=0,
        obj_id=1,
        points=np.array([[210, 350]], dtype=np.float32),
        labels=np.array([1], dtype=np.int32),
    )
    # Follow it through the video
    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
        print(frame_idx, masks.shape)`;
	return [image, video];
}

export const sam2: LibraryUiElement = {
	prettyLabel: "sam2",
	repoName: "sam2",
	repoUrl: "https://github.com/facebookresearch/segment-anything-2",
	filter: false,
	snippets: sam2Snippets,
	countDownloads: `path_extension:"pt"`,
};
