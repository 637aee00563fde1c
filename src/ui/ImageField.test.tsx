import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { FormField } from './FormField';
import type { ImageFieldProps } from './ImageField';
import { ImageField } from './ImageField';

const picker = (dataUrl: string | null, refused: string | null = null) => ({ dataUrl, refused, inputKey: 3, choose: vi.fn(async () => undefined), clear: vi.fn() });

const props = (p: ImageFieldProps['picker']): ImageFieldProps => ({
  picker: p,
  label: 'Logo (optional)',
  name: 'logo',
  hint: 'An image under 5 MB. It is resized on this device.',
  previewAlt: 'Logo preview',
  removeLabel: 'Remove logo',
  previewClassName: 'add-school__preview',
  previewSize: 96,
});

/** The elements ImageField itself returns (its children components not rendered). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<{ children?: ReactNode }>;
  return [element as ReactElement<Record<string, unknown>>, ...elements(element.props.children)];
}

describe('ImageField', () => {
  it('is a labelled file input for images with its hint, and no preview before a pick', () => {
    const html = renderToStaticMarkup(<ImageField {...props(picker(null))} />);
    expect(html).toMatch(/<label for="([^"]+)" class="field__label">Logo \(optional\)<\/label><input type="file" accept="image\/\*" id="\1"[^>]* name="logo"\/>/);
    expect(html).toContain('An image under 5 MB. It is resized on this device.');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Remove logo');
  });

  it('previews the picked image, sized when the form says so, with its remove button', () => {
    expect(renderToStaticMarkup(<ImageField {...props(picker('data:image/png;base64,AAAA'))} />)).toContain(
      '<div class="add-school__preview"><img src="data:image/png;base64,AAAA" alt="Logo preview" width="96" height="96"/><button type="button" class="btn btn--ghost">Remove logo</button></div>',
    );
    const unsized = { ...props(picker('data:x')), previewSize: undefined, previewAlt: 'Article image preview' };
    expect(renderToStaticMarkup(<ImageField {...unsized} />)).toContain('<img src="data:x" alt="Article image preview"/>');
  });

  it('passes a chosen file to the picker, and Remove clears it; the input is keyed by the picker (emptied on clear)', () => {
    const p = picker('data:x');
    const tree = elements(ImageField(props(p)));
    const input = tree.find((e) => e.type === FormField);
    const remove = tree.find((e) => e.type === Button);
    expect(input?.key).toBe('3');
    const event = { target: { files: [] } } as unknown as ChangeEvent<HTMLInputElement>;
    (input?.props.onChange as (e: ChangeEvent<HTMLInputElement>) => void)(event);
    expect(p.choose).toHaveBeenCalledWith(event);
    (remove?.props.onClick as () => void)();
    expect(p.clear).toHaveBeenCalledOnce();
  });

  it('keeps a remove button for a refused file, with no preview, so the form cannot drop it unsaid', () => {
    const p = picker(null, 'Logo file size must be less than 5MB.');
    const html = renderToStaticMarkup(<ImageField {...props(p)} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('<button type="button" class="btn btn--ghost">Remove logo</button>');
    const remove = elements(ImageField(props(p))).find((e) => e.type === Button);
    (remove?.props.onClick as () => void)();
    expect(p.clear).toHaveBeenCalledOnce();
  });
});
