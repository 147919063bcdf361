import { runApp } from '@lomo/bootstrap';
import { warmTokenCounter } from '@lomo/llm';
import { routerApp } from './app';

// The token encoder (~0.9 s of CPU) is built as the process starts, not in its first post or step
// (ADR 0091); an app a test builds in-process pays it only if it counts tokens.
warmTokenCounter();
void runApp(routerApp);
