#!/usr/bin/env node
// dist/cli.js, the package's bin: the Node version check first, process-wide settings, then the CLI.
import '../cli/node-version.ts'
import { prepareProcess } from './prepare.ts'
import { main } from '../cli/main.ts'

const memory = prepareProcess()
process.exit(await main(process.argv.slice(2), memory))
