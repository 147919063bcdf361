/** The part of kuromoji 0.1.2's API the romaniser uses (the package ships no types). */
declare module 'kuromoji' {
  export interface IpadicFeatures {
    surface_form: string;
    pos: string;
    pos_detail_1: string;
    reading?: string;
  }
  export interface Tokenizer<T> {
    tokenize(text: string): T[];
  }
  export function builder(options: { dicPath: string }): {
    build(callback: (error: Error | null, tokenizer: Tokenizer<IpadicFeatures>) => void): void;
  };
}
