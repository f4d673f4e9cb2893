export const FORM_FIELD_FIELDS = /* GraphQL */ `
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

/** The selection of a `gfForms` connection, with the fragment it spreads. */
export const FORM_FIELDS_SELECTION = /* GraphQL */ `
      nodes {
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
