# One Altitude site instance per container (docs/deployment.md). Run several behind nginx
# (deploy/nginx-cluster.conf) with REDIS_URL set, each with its own /data volume for the form outbox.
#
#   docker build --build-arg WORDPRESS_GRAPHQL_URL=https://cms.example.com/graphql -t altitude-site .
#   docker run --env-file site.env -v altitude-outbox-a:/data -p 3001:3000 altitude-site

FROM node:20-bookworm-slim AS build
WORKDIR /srv/altitude
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The content source is part of the build: the pages it prerenders carry its menus (harness/build-stamp.ts).
ARG WORDPRESS_GRAPHQL_URL
ENV NEXT_TELEMETRY_DISABLED=1
RUN test -n "$WORDPRESS_GRAPHQL_URL" || { echo 'Pass --build-arg WORDPRESS_GRAPHQL_URL=https://…/graphql' >&2; exit 1; }
RUN WORDPRESS_GRAPHQL_URL="$WORDPRESS_GRAPHQL_URL" npx next build

FROM node:20-bookworm-slim
WORKDIR /srv/altitude
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    OUTBOX_DB=/data/outbox.sqlite
COPY --from=build --chown=node:node /srv/altitude /srv/altitude
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The site server finishes open requests on SIGTERM.
STOPSIGNAL SIGTERM
# Serves the build made above; never builds, never starts the embedded content server (WORDPRESS_GRAPHQL_URL
# must be set at run time too, with the rest of the environment in docs/deployment.md, section 3).
CMD ["node", "node_modules/tsx/dist/cli.mjs", "scripts/start.ts", "--no-build"]
