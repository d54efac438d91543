import { queryOptions } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { type AssessmentFormData, GuidanceReplySchema, type GuidanceSection } from '#domain';
import { callChat } from '../../lib/functions-api';

/** The advisor's question: a section of the form, the answers so far, and an optional topic. */
export interface GuidanceRequest {
  section: GuidanceSection;
  formData: AssessmentFormData;
  question?: string;
}

export const SECTION_LABELS: Readonly<Record<GuidanceSection, string>> = {
  personal: 'Personal information',
  conditions: 'Health conditions',
  medications: 'Medications',
  allergies: 'Allergies',
};

/**
 * ai-chat healthGuidance (spec §7) for one request. The answers are part of the key, so the
 * advisor is asked again only when they changed; failures are not retried, the panel shows the
 * spec's fallback guidance at once instead.
 */
export function guidanceQueryOptions(request: GuidanceRequest) {
  return queryOptions({
    queryKey: ['ai-chat', 'healthGuidance', request] as const,
    // Advice for a panel that was closed is dropped (TanStack Query aborts the signal then).
    queryFn: ({ signal }) =>
      callChat(
        {
          type: 'healthGuidance',
          conversationHistory: [],
          section: request.section,
          formData: request.formData,
          ...(request.question ? { message: request.question } : {}),
        },
        GuidanceReplySchema,
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * A section the advisor answers on: one `SECTION_LABELS` names (its type makes it name every
 * section). Not the domain's `GUIDANCE_SECTIONS`: that list lives with the request schemas, and
 * taking it made this screen load and build all of them, with the plan, targets, food and chat
 * schemas they use, as it opened (issue 15).
 */
const isSection = (value: string | undefined): value is GuidanceSection =>
  value !== undefined && Object.hasOwn(SECTION_LABELS, value);

const SECTION_SELECTOR = '[data-guidance-section]';

/**
 * Which part of the form the person is on: the fieldset that holds focus, else the one crossing
 * the middle band of the screen as they scroll. Sections carry `data-guidance-section`.
 */
export function useGuidanceSection(formRef: RefObject<HTMLElement | null>): GuidanceSection {
  const [section, setSection] = useState<GuidanceSection>('personal');

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const sectionOf = (element: Element | null) =>
      element?.closest<HTMLElement>(SECTION_SELECTOR)?.dataset.guidanceSection;

    const onFocusIn = (event: FocusEvent) => {
      const found = sectionOf(event.target instanceof Element ? event.target : null);
      if (isSection(found)) setSection(found);
    };
    form.addEventListener('focusin', onFocusIn);

    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver !== 'undefined') {
      const crossing = new Set<Element>();
      const elements = [...form.querySelectorAll(SECTION_SELECTOR)];
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) crossing.add(entry.target);
            else crossing.delete(entry.target);
          }
          const first = elements.find((element) => crossing.has(element));
          const found = first ? sectionOf(first) : undefined;
          if (isSection(found)) setSection(found);
        },
        // A band from 30% to 60% of the viewport height: the part people read.
        { rootMargin: '-30% 0px -40% 0px' },
      );
      for (const element of elements) observer.observe(element);
    }
    return () => {
      form.removeEventListener('focusin', onFocusIn);
      observer?.disconnect();
    };
  }, [formRef]);

  return section;
}
