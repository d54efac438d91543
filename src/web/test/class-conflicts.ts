import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The app joins class names and never merges them (`lib/cn.ts`): a component's classes and a
 * screen's additions must not set the same thing (`rounded-control` with `rounded-full`), or
 * which one wins depends on the order of the stylesheet. tailwind-merge knows which Tailwind
 * classes set the same thing, so the web tests ask it about every class list any element gets
 * while a test runs (`watchClassConflicts`, from setup.ts), and fail the test that rendered one
 * it would change.
 */

/** Our theme's own radius and shadow names (styles.css), so they count as radii and shadows. */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['control', 'card'],
      shadow: ['card', 'raised', 'overlay'],
    },
  },
});

const classesOf = (list: string) => list.split(/\s+/).filter(Boolean);

/** The classes of `list` that a later class in it overrides; none when it is conflict-free. */
export function overriddenClasses(list: string): string[] {
  const kept = new Set(classesOf(merge(list)));
  return classesOf(list).filter((name) => !kept.has(name));
}

/**
 * Watches the document for elements whose class list has a class another overrides, from now
 * until `stop()`, which returns what it saw: '<button class="..."> sets rounded-control, then
 * overrides it'. Each class list is checked once.
 */
export function watchClassConflicts(root: Node): { stop: () => string[] } {
  const seen = new Set<string>();
  const found: string[] = [];
  const check = (element: Element) => {
    const list = element.getAttribute('class');
    if (!list || seen.has(list)) return;
    seen.add(list);
    const overridden = overriddenClasses(list);
    if (overridden.length > 0) {
      found.push(
        `<${element.tagName.toLowerCase()} class="${list}">: ${overridden.join(', ')} overridden by a later class`,
      );
    }
  };
  const checkTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    check(node);
    for (const element of node.querySelectorAll('[class]')) check(element);
  };
  checkTree(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') checkTree(record.target);
      for (const node of record.addedNodes) checkTree(node);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  return {
    stop: () => {
      for (const record of observer.takeRecords()) {
        if (record.type === 'attributes') checkTree(record.target);
        for (const node of record.addedNodes) checkTree(node);
      }
      observer.disconnect();
      return found;
    },
  };
}
