import type { TaskDataCustom } from "./types.js";

export const robotics: TaskDataCustom = {
	datasets: [
		{
			description: "PushT: a simulated task of pushing a T-shaped block onto a target, the LeRobot starter dataset.",
			id: "lerobot/pusht",
		},
		{
			description: "Human demonstrations of a simulated ALOHA robot handing a cube between its two arms.",
			id: "lerobot/aloha_sim_transfer_cube_human",
		},
		{
			description: "Human demonstrations of a simulated ALOHA robot inserting a peg into a socket.",
			id: "lerobot/aloha_sim_insertion_human",
		},
	],
	demo: {
		inputs: [
			{ filename: "robotics-input.png", type: "img" },
			{ label: "Instruction", content: "Put the red cube in the box.", type: "text" },
		],
		outputs: [{ label: "Action chunk", content: "joint deltas for the next 50 control steps", type: "text" }],
	},
	metrics: [{ description: "Share of evaluation episodes in which the robot completes the task.", id: "success_rate" }],
	models: [
		{
			description: "SmolVLA: a small vision-language-action model to fine-tune on your robot's demonstrations.",
			id: "lerobot/smolvla_base",
		},
		{ description: "OpenVLA 7B: maps a camera image and instruction to robot arm actions.", id: "openvla/openvla-7b" },
		{ description: "Diffusion Policy trained on PushT.", id: "lerobot/diffusion_pusht" },
		{
			description: "ACT policy for the simulated ALOHA cube transfer task.",
			id: "lerobot/act_aloha_sim_transfer_cube_human",
		},
		{
			description: "π0: a general vision-language-action policy from Physical Intelligence, ported to LeRobot.",
			id: "lerobot/pi0",
		},
	],
	spaces: [
		{
			description: "Browse robot datasets on the Hub episode by episode, with camera views and joint plots.",
			id: "lerobot/visualize_dataset",
		},
	],
	summary:
		"Robotics models control physical or simulated robots: policies map camera images, joint states and often a language instruction to motor actions. They are usually trained by imitation on teleoperated demonstrations, then fine-tuned for a specific robot.",
	widgetModels: ["lerobot/smolvla_base"],
};
