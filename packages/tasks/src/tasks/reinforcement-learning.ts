import type { TaskDataCustom } from "./types.js";

export const reinforcementLearning: TaskDataCustom = {
	datasets: [
		{
			description:
				"Recorded trajectories of MuJoCo agents (Hopper, HalfCheetah, Walker) for offline RL and Decision Transformers.",
			id: "edbeeching/decision_transformer_gym_replay",
		},
		{
			description: "JAT dataset: expert episodes from Atari, MuJoCo, BabyAI and Meta-World for generalist agents.",
			id: "jat-project/jat-dataset",
		},
	],
	demo: {
		inputs: [{ label: "State", content: "Red traffic light, pedestrian on the crossing, speed 0 km/h", type: "text" }],
		outputs: [{ label: "Action", content: "Stay stopped", type: "text" }],
	},
	metrics: [
		{
			description:
				"Mean episodic return over evaluation episodes; the Hub leaderboards rank by mean minus standard deviation.",
			id: "mean_reward",
		},
	],
	models: [
		{
			description: "DQN agent from RL Zoo trained to play Atari Space Invaders (Stable-Baselines3).",
			id: "sb3/dqn-SpaceInvadersNoFrameskip-v4",
		},
		{ description: "PPO agent from RL Zoo that balances CartPole (Stable-Baselines3).", id: "sb3/ppo-CartPole-v1" },
		{
			description: "Decision Transformer that controls the MuJoCo Hopper from offline data.",
			id: "edbeeching/decision-transformer-gym-hopper-medium",
		},
		{
			description: "JAT: a single transformer agent that plays Atari, controls robots and follows text.",
			id: "jat-project/jat",
		},
	],
	spaces: [
		{
			description: "Leaderboard of RL agents shared on the Hub, per environment.",
			id: "huggingface-projects/Deep-Reinforcement-Learning-Leaderboard",
		},
	],
	summary:
		"Reinforcement learning trains an agent to act in an environment by trial and error, maximising a reward signal. Hub models are trained policies for games, simulators and control tasks, usually with the environment name and a replay video in their card.",
	widgetModels: ["sb3/dqn-SpaceInvadersNoFrameskip-v4"],
};
