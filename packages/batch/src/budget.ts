/** Prices in USD per million tokens, to reckon a cost where the provider's receipt has none. */
export interface Price {
	inputPerMillion: number;
	outputPerMillion: number;
}

export interface Usage {
	prompt_tokens?: number;
	completion_tokens?: number;
	total_tokens?: number;
}

/**
 * What a run may spend: calls (`maxCalls`, every request counted, retries included) and dollars (`maxCost`).
 * Shared by every row of a run; a call is only started once `take()` said yes, so the caps hold exactly.
 */
export class CallBudget {
	calls = 0;
	tokens = 0;
	costUsd = 0;
	stopped: "max-calls" | "max-cost" | undefined;

	constructor(
		readonly maxCalls?: number,
		readonly maxCost?: number,
		readonly price?: Price,
	) {}

	/** Counts one call about to start; false (and `stopped` set) when the budget is spent. */
	take(): boolean {
		if (this.maxCalls !== undefined && this.calls >= this.maxCalls) this.stopped = "max-calls";
		else if (this.maxCost !== undefined && this.costUsd >= this.maxCost) this.stopped = "max-cost";
		if (this.stopped) return false;
		this.calls++;
		return true;
	}

	/** Adds a call's tokens and cost (the receipt's, else reckoned from `price`); returns the cost, when known. */
	spend(usage: Usage | undefined, receiptCost: number | undefined): number | undefined {
		const tokens = usage?.total_tokens ?? (usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0);
		this.tokens += tokens;
		const cost =
			receiptCost ??
			(usage && this.price
				? ((usage.prompt_tokens ?? 0) * this.price.inputPerMillion +
						(usage.completion_tokens ?? 0) * this.price.outputPerMillion) /
					1e6
				: undefined);
		if (cost !== undefined) this.costUsd += cost;
		return cost;
	}
}
