/**
 * Control tokens some providers let through into the text (TGI sends Mistral's `</s>` as the last chunk):
 * end-of-sequence and turn markers of the common chat templates. They mean nothing to a reader, and sent
 * back in the history they would confuse the template.
 */
const SPECIAL_TOKEN = /<\/?s>|<\|[a-z_]+\|>|<\/?(?:eos|bos|end_of_turn|start_of_turn)>|\[\/?INST\]/g;

export const hideSpecialTokens = (text: string): string => text.replace(SPECIAL_TOKEN, "");
