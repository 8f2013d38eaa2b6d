/**
 * The workbench's few DOM helpers: elements made with their attributes and children (text is
 * always text: nothing a record or a request holds becomes markup), and one element by its id.
 */

export type Child = Node | string | number | null | undefined | false
type Attributes = Record<string, string | number | boolean | EventListener | undefined>

export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value)
    else if (name in element && !name.includes('-') && name !== 'list')
      Reflect.set(element, name, value === true ? true : value)
    else element.setAttribute(name, value === true ? '' : String(value))
  }
  element.append(
    ...children.flatMap((child) =>
      child === null || child === undefined || child === false
        ? []
        : [typeof child === 'number' ? String(child) : child],
    ),
  )
  return element
}

/** The element with this id, of this kind (the shell's markup has them all). */
export function byId<Kind extends HTMLElement>(id: string, kind: new () => Kind): Kind {
  const element = document.getElementById(id)
  if (!(element instanceof kind)) throw new Error(`the workbench's markup has no ${kind.name} #${id}`)
  return element
}

/** Replaces what an element holds. */
export function fill(element: Element, ...children: Child[]): void {
  element.replaceChildren(...h('div', {}, ...children).childNodes)
}

/** A table with a header row and one row per item. */
export function table(caption: string, headings: string[], rows: Child[][]): HTMLTableElement {
  return h(
    'table',
    {},
    h('caption', { className: 'visually-hidden' }, caption),
    h('thead', {}, h('tr', {}, ...headings.map((heading) => h('th', { scope: 'col' }, heading)))),
    h('tbody', {}, ...rows.map((cells) => h('tr', {}, ...cells.map((cell) => h('td', {}, cell))))),
  )
}

/** JSON as readable text, or the text itself when it is not JSON. */
export function pretty(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return ''
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** Says something to the user in the live region (screen readers read it too). */
export function say(message: string, kind: 'ok' | 'error' = 'ok'): void {
  const notice = byId('notice', HTMLElement)
  notice.textContent = message
  notice.dataset.kind = kind
}
