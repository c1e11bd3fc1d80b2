import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import type { ReactNode } from "react";
import { NumberField } from "../../components/NumberField.js";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import type { ProviderEntry } from "../../data/provider-mapping.js";
import type { ChatParameters } from "./chat-state.js";

interface Props {
	/** Left out where each column picks its own provider (compare). */
	provider?: {
		value: InferenceProviderOrPolicy;
		providers: ProviderEntry[];
		onChange: (value: InferenceProviderOrPolicy) => void;
	};
	/** The provider list and policy, under the provider (the chat page's; compare has none). */
	route?: ReactNode;
	parameters: ChatParameters;
	onChange: (change: Partial<ChatParameters>) => void;
}

/** The chat's request settings: provider, system prompt, sampling (empty: the provider's default), seed and stop sequences. */
export function ChatSettings({ provider, route, parameters, onChange }: Props) {
	return (
		<fieldset className="chat-settings">
			<legend>Settings</legend>
			{provider && <ProviderSelect {...provider} task="conversational" />}
			{route}
			<label>
				System prompt
				<textarea
					aria-label="System prompt"
					rows={3}
					placeholder="e.g. You are a concise assistant."
					value={parameters.systemPrompt}
					onChange={(e) => onChange({ systemPrompt: e.target.value })}
				/>
			</label>
			<div className="chat-numbers">
				<NumberField
					label="Temperature"
					min={0}
					max={2}
					step={0.1}
					value={parameters.temperature}
					onChange={(temperature) => onChange({ temperature })}
				/>
				<NumberField
					label="Max tokens"
					min={1}
					max={32768}
					value={parameters.maxTokens}
					onChange={(maxTokens) => onChange({ maxTokens })}
				/>
				<NumberField
					label="Top p"
					min={0.01}
					max={1}
					step={0.05}
					value={parameters.topP}
					onChange={(topP) => onChange({ topP })}
				/>
				<NumberField
					label="Seed"
					min={0}
					step={1}
					placeholder="random"
					value={parameters.seed}
					onChange={(seed) => onChange({ seed })}
				/>
			</div>
			<label>
				Stop sequences (one a line)
				<textarea
					aria-label="Stop sequences"
					rows={2}
					value={parameters.stopText}
					onChange={(e) => onChange({ stopText: e.target.value })}
				/>
			</label>
			<label className="inline">
				<input type="checkbox" checked={parameters.stream} onChange={(e) => onChange({ stream: e.target.checked })} />
				Stream the reply
			</label>
		</fieldset>
	);
}
