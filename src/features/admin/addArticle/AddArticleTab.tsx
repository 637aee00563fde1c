import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { ARTICLE_CATEGORIES } from '../../../shared/schemas/articles.schema';
import { MSG } from '../../../shared/schemas/adminMessages';
import { FormField } from '../../../ui/FormField';
import { ImageField } from '../../../ui/ImageField';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { TextAreaField } from '../../../ui/TextAreaField';
import { useImagePicker } from '../../../ui/useImagePicker';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { errorMessage } from '../../../ui/errorMessage';
import { ARTICLE_ADDED, ARTICLE_UPDATED, checkArticleForm, checkArticleImage } from './articleForm';
import { resizeArticleImage } from './articleImage';
import { ArticleAdminList } from './ArticleAdminList';
import { addArticle, ArticleRuleError, editArticle } from './mutations';
import type { AdminArticleRow } from './queries';
import { EditFormActions } from '../shared/EditFormActions';
import './addArticle.css';

export function AddArticleTab() {
  const db = useDatabase();
  const session = useSession();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [excerpt, setExcerpt] = useState('');
  const [content, setContent] = useState('');
  const form = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = form;
  const image = useImagePicker({ check: checkArticleImage, resize: resizeArticleImage, onError: setError });
  const imageUrl = image.dataUrl;
  /** The article being edited; null while the form adds one. */
  const [editing, setEditing] = useState<AdminArticleRow | null>(null);
  const titleField = useRef<HTMLInputElement>(null);

  function fillForm(row: AdminArticleRow | null) {
    setTitle(row?.title ?? '');
    setCategory(row?.category ?? '');
    setExcerpt(row?.excerpt ?? '');
    setContent(row?.content ?? '');
  }

  function startEdit(row: AdminArticleRow) {
    setEditing(row);
    fillForm(row);
    image.load(row.imageUrl ?? null);
    setError(null);
    // The form is above the lists, out of sight on a phone: bring it to the admin, ready to type.
    titleField.current?.scrollIntoView({ block: 'center' });
    titleField.current?.focus({ preventScroll: true });
  }

  function endEdit() {
    setEditing(null);
    fillForm(null);
    image.clear();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (image.refused) {
      setError(image.refused);
      return;
    }
    setError(null);
    const checked = checkArticleForm({ title, category, excerpt, content });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await form.save(
      db,
      async (db) => {
        const by = session.status === 'signed-in' ? session.session.user.email : '';
        if (editing) await editArticle(db, editing.id, { ...checked.values, imageUrl }, by);
        else await addArticle(db, { ...checked.values, ...(imageUrl ? { imageUrl } : {}) }, by);
        endEdit();
        showSuccess(editing ? ARTICLE_UPDATED : ARTICLE_ADDED);
      },
      (reason) => {
        // A rule the server would refuse names its field; anything else is the spec's alert.
        if (reason instanceof ArticleRuleError) return reason.message;
        console.error(editing ? 'Error updating article' : 'Error adding article', reason);
        return editing ? `Failed to update article: ${errorMessage(reason)}` : MSG.articleAddError;
      },
    );
  }

  return (
    <section className="admin-tab add-article" aria-labelledby="add-article-title">
      <h2 id="add-article-title" className="admin-tab__title">
        {editing ? `Edit Article: ${editing.title}` : 'Add Article'}
      </h2>
      <form className="add-article__form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField ref={titleField} label="Title" name="title" value={title} maxLength={200} autoComplete="off" onChange={(e) => setTitle(e.target.value)} required />
        <SelectField label="Category" name="category" value={category} onChange={(e) => setCategory(e.target.value)} required>
          <option value="">Select a category</option>
          {ARTICLE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Excerpt"
          name="excerpt"
          value={excerpt}
          maxLength={1000}
          rows={2}
          hint="One or two sentences shown on the article card."
          onChange={(e) => setExcerpt(e.target.value)}
          required
        />
        <TextAreaField
          label="Content"
          name="content"
          value={content}
          maxLength={50000}
          rows={8}
          hint="Separate paragraphs with a blank line."
          onChange={(e) => setContent(e.target.value)}
          required
        />
        <ImageField
          picker={image}
          label="Image (optional)"
          name="image"
          hint="An image file. It is resized on this device."
          previewAlt="Article image preview"
          removeLabel="Remove image"
          previewClassName="add-article__preview"
        />
        {/* Next to the button: on a phone the top of the form is out of sight. */}
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <EditFormActions className="add-article__actions" busy={saving || image.busy} submitLabel={editing ? 'Save Changes' : 'Add Article'} editing={editing !== null} onCancelEdit={endEdit} />
      </form>
      <ArticleAdminList onEdit={startEdit} />
    </section>
  );
}
