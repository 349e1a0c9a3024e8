package io.planerules.simulation;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a scenario's interleavings. {@link #explore} visits every interleaving breadth first: a
 * world reached again (equal cluster state and actor states) is not expanded twice, and because
 * breadth-first order reaches every world first by a shortest path, the first violation of an
 * invariant met is one with a shortest interleaving. {@link #walk} follows one interleaving chosen
 * by a seed, for scenarios too deep to exhaust. {@link #replay} runs a given trace, for tests.
 * <!-- snippet: SimulationExamplesTest#explore -->
 *
 * <pre>{@code
 * Exploration e = Explorer.explore(scenario);
 * for (Violation v : e.violations()) {
 *   printed.add(v.printed()); // the shortest interleaving, step by step
 *   Run again = Explorer.replay(scenario, v.trace()); // what a regression test does
 *   assertThat(again.brokenInvariants()).contains(v.invariant());
 * }
 * }</pre>
 */
public final class Explorer {

  /** An exploration that reaches more worlds than this stops with an exception. */
  public static final int MAX_STATES = 2_000_000;

  private Explorer() {}

  /**
   * Every interleaving of the scenario, with the invariants checked after every step.
   *
   * @param scenario the scenario
   * @return the measurements and the shortest violation of each invariant broken
   * @throws IllegalStateException when more than {@link #MAX_STATES} worlds are reached
   */
  public static Exploration explore(Scenario scenario) {
    Map<World, Integer> index = new HashMap<>();
    List<World> worlds = new ArrayList<>();
    List<int[]> successors = new ArrayList<>();
    List<Integer> parent = new ArrayList<>();
    List<String> via = new ArrayList<>();
    Map<Invariant, Violation> shortest = new EnumMap<>(Invariant.class);
    long steps = 0;
    long violating = 0;
    World start = scenario.start();
    index.put(start, 0);
    worlds.add(start);
    parent.add(-1);
    via.add("");
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(0);
    while (!queue.isEmpty()) {
      int at = queue.poll();
      World world = worlds.get(at);
      List<Integer> next = new ArrayList<>();
      if (world.quiescent() && !scenario.interfered()) {
        List<BrokenInvariant> findings = Invariants.atQuiescence(world);
        if (!findings.isEmpty()) {
          violating++;
          record(scenario, shortest, findings, trace(parent, via, at));
        }
      }
      for (int i = 0; i < world.actors().size(); i++) {
        Optional<Request> request = world.actors().get(i).request();
        if (request.isEmpty()) {
          continue;
        }
        steps++;
        Step step = step(scenario.server(), world, i, request.get());
        Integer known = index.get(step.after());
        int target;
        if (known == null) {
          if (worlds.size() >= MAX_STATES) {
            throw new IllegalStateException(
                scenario.name() + ": more than " + MAX_STATES + " worlds");
          }
          target = worlds.size();
          index.put(step.after(), target);
          worlds.add(step.after());
          parent.add(at);
          via.add(world.actors().get(i).id());
          queue.add(target);
        } else {
          target = known;
        }
        next.add(target);
        List<BrokenInvariant> findings = Invariants.afterStep(world, i, step.event(), step.after());
        if (!findings.isEmpty()) {
          violating++;
          List<String> t = new ArrayList<>(trace(parent, via, at).steps());
          t.add(world.actors().get(i).id());
          record(scenario, shortest, findings, new Interleaving(t));
        }
      }
      successors.add(next.stream().mapToInt(Integer::intValue).toArray());
    }
    return new Exploration(
        scenario.name(), worlds.size(), steps, interleavings(successors), violating, shortest);
  }

  private static void record(
      Scenario scenario,
      Map<Invariant, Violation> shortest,
      List<BrokenInvariant> findings,
      Interleaving trace) {
    for (BrokenInvariant f : findings) {
      if (!shortest.containsKey(f.invariant())) {
        shortest.put(
            f.invariant(),
            new Violation(f.invariant(), f.message(), trace, replay(scenario, trace).print()));
      }
    }
  }

  private static Interleaving trace(List<Integer> parent, List<String> via, int at) {
    List<String> steps = new ArrayList<>();
    for (int w = at; parent.get(w) >= 0; w = parent.get(w)) {
      steps.add(0, via.get(w));
    }
    return new Interleaving(steps);
  }

  /** Paths from world 0 to a world without successors, counted over the de-duplicated graph. */
  private static BigInteger interleavings(List<int[]> successors) {
    BigInteger[] paths = new BigInteger[successors.size()];
    ArrayDeque<Integer> stack = new ArrayDeque<>();
    stack.push(0);
    while (!stack.isEmpty()) {
      int w = stack.peek();
      if (paths[w] != null) {
        stack.pop();
        continue;
      }
      boolean ready = true;
      for (int s : successors.get(w)) {
        if (paths[s] == null) {
          ready = false;
          stack.push(s);
        }
      }
      if (ready) {
        BigInteger sum = successors.get(w).length == 0 ? BigInteger.ONE : BigInteger.ZERO;
        for (int s : successors.get(w)) {
          sum = sum.add(paths[s]);
        }
        paths[w] = sum;
        stack.pop();
      }
    }
    return paths[0];
  }

  private record Step(Event event, World after) {}

  private static Step step(SimulatedApiServer server, World world, int i, Request request) {
    Actor actor = world.actors().get(i);
    SimulatedApiServer.Outcome outcome = server.handle(world.state(), actor.user(), request);
    List<Actor> actors = new ArrayList<>(world.actors());
    actors.set(i, actor.answer(outcome.response()));
    return new Step(
        new Event(actor.id(), actor.user(), request, outcome.response()),
        new World(outcome.state(), actors));
  }

  /**
   * Runs one interleaving and checks the invariants after every step (and at the end, when the
   * actors have finished and nothing interfered).
   *
   * @param scenario the scenario
   * @param trace the actor of each step
   * @return the run
   * @throws IllegalArgumentException when a step names an unknown or finished actor
   */
  public static Run replay(Scenario scenario, Interleaving trace) {
    World world = scenario.start();
    List<Event> events = new ArrayList<>();
    List<Run.StepFinding> findings = new ArrayList<>();
    for (String id : trace.steps()) {
      int i = world.indexOf(id);
      Optional<Request> request = world.actors().get(i).request();
      if (request.isEmpty()) {
        throw new IllegalArgumentException(id + " has finished at step " + (events.size() + 1));
      }
      Step step = step(scenario.server(), world, i, request.get());
      events.add(step.event());
      for (BrokenInvariant f : Invariants.afterStep(world, i, step.event(), step.after())) {
        findings.add(new Run.StepFinding(events.size(), f));
      }
      world = step.after();
    }
    if (world.quiescent() && !scenario.interfered()) {
      for (BrokenInvariant f : Invariants.atQuiescence(world)) {
        findings.add(new Run.StepFinding(events.size() + 1, f));
      }
    }
    return new Run(scenario.name(), events, findings, world);
  }

  /**
   * One interleaving chosen by {@code seed}: at each step a pseudo-random actor among those with a
   * request (SplitMix64, so a seed always gives the same walk), until every actor has finished.
   *
   * @param scenario the scenario
   * @param seed the seed
   * @return the trace walked; replay it for the events and findings
   */
  public static Interleaving walk(Scenario scenario, long seed) {
    World world = scenario.start();
    List<String> steps = new ArrayList<>();
    long state = seed;
    while (!world.quiescent()) {
      List<Integer> ready = new ArrayList<>();
      for (int i = 0; i < world.actors().size(); i++) {
        if (world.actors().get(i).request().isPresent()) {
          ready.add(i);
        }
      }
      state += 0x9E3779B97F4A7C15L;
      int i = ready.get((int) Long.remainderUnsigned(mix(state), ready.size()));
      Actor actor = world.actors().get(i);
      steps.add(actor.id());
      world = step(scenario.server(), world, i, actor.request().orElseThrow()).after();
    }
    return new Interleaving(steps);
  }

  /** SplitMix64's output function (Steele, Lea and Flood, 2014). */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
