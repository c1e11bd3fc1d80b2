#!/usr/bin/env node
// `npx modelyard` in a clone of the repository, right after `npm install`: the CLI run from its source (the
// published `modelyard` package's bin, packages/cli, is its built dist/node/cli.mjs; this one is only the repository's).
import { pathToFileURL } from "node:url";
import { bundleCliFromSource } from "../tools/cli-from-source/bundle-cli.mjs";

await import(pathToFileURL(await bundleCliFromSource()).href);
