# One image for every plandata process (api, worker, scheduler); the command picks the role.
# Build stage: compile the TypeScript (npm run build) with the dev dependencies; the image then holds
# the compiled dist/, the production dependencies and bin/plandata.js, and runs plain node.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY bin ./bin
COPY core ./core
COPY scrapers ./scrapers
COPY enrich ./enrich
COPY feed ./feed
COPY workers ./workers
COPY api ./api
COPY migrations ./migrations
COPY sim ./sim
COPY cli ./cli
RUN npm run build

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PLANDATA_SKIP_SERVICES=1
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY bin/plandata.js ./bin/
COPY --from=build /app/dist ./dist
USER node
ENTRYPOINT ["node", "bin/plandata.js"]
CMD ["api"]
