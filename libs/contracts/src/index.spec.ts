import * as contracts from './index';
import { generatedFiles, generatedModule } from './testing/generated-modules';

describe('@lomo/contracts', () => {
  it.each(generatedFiles())('re-exports everything generated in %s', async (file) => {
    const generated = await generatedModule(file);
    const missing = Object.keys(generated).filter(
      (name) => (contracts as Record<string, unknown>)[name] !== generated[name],
    );
    expect(missing).toEqual([]);
  });
});
