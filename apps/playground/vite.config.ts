import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from "vite";
// The provider files themselves (source: the dev server runs before any build); they import nothing at run time
// beyond the provider list.
import { PROVIDERS } from "../../packages/inference/src/providers/index.js";
import {
	createReplayHandler,
	providerHostsOf,
	recordingsAvailable,
	sharedDirectory,
} from "../../tools/replay-server/server.mjs";

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

// Offline mode: the dev server (and `vite preview` of a build) also answers as the Hub, the router and the
// providers from the recorded exchanges, under /replay/{host}/..., and serves the shared sample images and audio
// under /replay/assets/.
function replay(): Plugin {
	const serveReplay = (server: ViteDevServer | PreviewServer) => {
		const shared = sharedDirectory();
		if (!recordingsAvailable(shared)) {
			server.config.logger.warn(
				`Recorded answers are not available (no ${fileURLToPath(new URL("data/recorded-exchanges.json", shared))}): offline mode cannot answer runs. Browsing tasks, libraries and snippets works; switch to online mode in Settings to run models.`,
			);
		}
		const { handle } = createReplayHandler({ prefix: "/replay", providerHosts: providerHostsOf(PROVIDERS), shared });
		server.middlewares.use((req, res, next) => {
			if (req.url?.startsWith("/replay/")) void handle(req, res);
			else next();
		});
	};
	return { name: "modelyard-replay", configureServer: serveReplay, configurePreviewServer: serveReplay };
}

// The playground runs on the packages' source, so `npm start` needs no build step.
export default defineConfig({
	plugins: [replay()],
	resolve: {
		alias: [
			{ find: /^@modelyard\/tasks$/, replacement: repo("packages/tasks/src/index.ts") },
			{ find: /^@modelyard\/tasks\/(.*)$/, replacement: repo("packages/tasks/src/entries/$1.ts") },
			{ find: /^@modelyard\/inference$/, replacement: repo("packages/inference/src/index.ts") },
			{ find: /^@modelyard\/inference\/(.*)$/, replacement: repo("packages/inference/src/entries/$1.ts") },
			{ find: /^@modelyard\/batch\/(.*)$/, replacement: repo("packages/batch/src/entries/$1.ts") },
		],
	},
	esbuild: { jsx: "automatic" },
	server: { fs: { allow: [repo("")] } },
});
