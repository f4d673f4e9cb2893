const FORM_FIELD_FIELDS = /* GraphQL */ `
  fragment FormFieldFields on FormField {
    __typename
    id
    databaseId
    type
    visibility
    ... on NameField {
      label
      isRequired
      cssClass
      inputs {
        id
        key
        label
        placeholder
        isHidden
      }
    }
    ... on TextField {
      label
      isRequired
      cssClass
      placeholder
      value
      maxLength
    }
    ... on EmailField {
      label
      isRequired
      cssClass
      placeholder
      value
    }
    ... on PhoneField {
      label
      isRequired
      cssClass
      placeholder
      value
    }
    ... on SelectField {
      label
      isRequired
      cssClass
      placeholder
      value
      choices {
        text
        value
        isSelected
      }
    }
    ... on TextAreaField {
      label
      isRequired
      cssClass
      placeholder
      value
      maxLength
    }
  }
`;

/** A form with its fields; the fragments it needs are `GF_FORM_FRAGMENTS`. */
const GF_FORM_FIELDS = /* GraphQL */ `
  fragment GfFormFields on GfForm {
    id
    databaseId
    title
    description
    isActive
    cssClass
    submitButton {
      text
    }
    pagination {
      lastPageButton {
        text
        type
      }
    }
    formFields(first: 100) {
      nodes {
        ...FormFieldFields
      }
    }
  }
`;

/** The fragments behind `...GfFormFields`, for any operation that reads a form. */
export const GF_FORM_FRAGMENTS = `${GF_FORM_FIELDS}\n${FORM_FIELD_FIELDS}`;

/**
 * Every form, for the browser's app data (/api/forms) and for checking a submission. Its own operation, so
 * nothing else depends on WPGraphQL for Gravity Forms: a WordPress without it refuses only this.
 */
export const FORMS_QUERY = /* GraphQL */ `
  query Forms {
    gfForms(first: 50) {
      nodes {
        ...GfFormFields
      }
    }
  }
  ${GF_FORM_FRAGMENTS}
`;

export const SUBMIT_FORM_MUTATION = /* GraphQL */ `
  mutation SubmitForm($input: SubmitGfFormInput!) {
    submitGfForm(input: $input) {
      clientMutationId
      resumeUrl
      errors {
        id
        message
      }
      confirmation {
        type
        message
        url
      }
    }
  }
`;
