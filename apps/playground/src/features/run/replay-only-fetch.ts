/**
 * Offline means offline whatever the token: with a provider key the client calls the provider's own host
 * (`https://api.together.xyz/v1/...`), past the router URL offline mode sets. This fetch sends every call to the
 * local replay instead: an https address is asked of the replay as `{replay}/{host}/{path}` (it answers from
 * what was recorded at that host), an address under the replay goes as it is, and anything else is refused
 * before it leaves the page.
 */
export function replayOnlyFetch(base: typeof fetch, replayUrl: string): typeof fetch {
	return (input, init) => {
		const url = input instanceof Request ? input.url : String(input);
		if (url.startsWith(`${replayUrl}/`)) return base(input, init);
		const https = /^https:\/\/([^/?#@]+)(.*)$/.exec(url);
		if (!https) {
			return Promise.reject(
				new Error(
					"Offline, the playground sends nothing beyond the local replay, and this call was for another address. Switch to online mode in Settings to call it.",
				),
			);
		}
		const replayed = `${replayUrl}/${https[1]}${https[2]}`;
		return base(input instanceof Request ? new Request(replayed, input) : replayed, init);
	};
}
