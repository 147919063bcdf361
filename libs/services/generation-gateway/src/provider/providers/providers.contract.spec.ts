import { comfyUiWorld, falWorld, httpWorld, openAiWorld, replicateWorld } from './doubles/worlds';
import { providerContract } from './doubles/provider-contract';

// One contract, every adapter, each against a double built from the vendor's public API docs.
providerContract('generic HTTP provider × simulated upstream', httpWorld);
providerContract('OpenAI Images (gpt-image-1) × double', openAiWorld);
providerContract('Replicate × double', replicateWorld);
providerContract('fal.ai queue × double', falWorld);
providerContract('ComfyUI × double', comfyUiWorld);
