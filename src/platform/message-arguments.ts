import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The arguments an ICU message uses, each with its kind (`count:plural`, `name:text`, `<b>`):
 * a translation or the merchant's wording of a message must use no argument the shop does not
 * give it.
 */
export function argumentsOf(
  elements: MessageFormatElement[],
  into = new Set<string>(),
): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(`${el.value}:text`);
    else if (el.type === TYPE.number) into.add(`${el.value}:number`);
    else if (el.type === TYPE.date || el.type === TYPE.time) into.add(`${el.value}:date`);
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`${el.value}:${el.type === TYPE.select ? 'select' : 'plural'}`);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    } else if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
    }
  }
  return into;
}
