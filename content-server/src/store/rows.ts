/** Rows as the store keeps them (snake_case columns, JSON in text). */
export interface PostRow {
  id: number;
  post_type: string;
  status: string;
  slug: string;
  uri: string;
  title: string;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  excerpt: string;
  content: string;
  author_id: number | null;
  featured_media_id: number | null;
  parent_id: number | null;
  menu_order: number;
  is_front_page: number;
  acf: string;
}

export interface MediaRow {
  id: number;
  file: string;
  alt_text: string;
  width: number;
  height: number;
  mime_type: string;
  credit: string;
  date: string;
}

export interface UserRow {
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
  description: string;
  avatar_file: string | null;
}

export interface TermRow {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
}

export interface MenuItemRow {
  id: number;
  location: string;
  parent_id: number | null;
  position: number;
  label: string;
  path: string;
  title: string | null;
  css_classes: string;
  description: string | null;
  target: string | null;
  link_relationship: string | null;
}

export interface FormRow {
  id: number;
  title: string;
  description: string;
  css_class: string;
  is_active: number;
  submit_text: string;
  last_page_text: string;
  last_page_type: string;
  confirmation_message: string;
  date_created: string;
}

export interface FormFieldRow {
  form_id: number;
  id: number;
  position: number;
  type: string;
  label: string;
  is_required: number;
  placeholder: string;
  visibility: string;
  value: string;
  css_class: string;
  max_length: number;
  inputs: string;
  choices: string;
}

export interface FormEntryRow {
  id: number;
  form_id: number;
  client_mutation_id: string | null;
  date_created_gmt: string;
  field_values: string;
}

/** One redirect editors manage (table site_redirects). */
export interface SiteRedirectRow {
  position: number;
  from_uri: string;
  to_uri: string;
  permanent: number;
}
